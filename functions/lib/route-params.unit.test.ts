/**
 * A route's handler gets exactly its path's parameters (issue 32 §3). These are type-level checks:
 * `npm run typecheck` compiles this file, and fails if a `@ts-expect-error` below no longer meets an
 * error, that is if `params` were loosened to a record any name can be read from.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { GroupImplementation } from './handler.ts';

type ParamsOf<Implementation> = Implementation extends (request: infer Request extends { params: object }) => unknown ? Request['params'] : never;

describe("a route's path parameters", () => {
  it('are its path\'s names, each a string that is there', () => {
    expectTypeOf<ParamsOf<GroupImplementation<'circles'>['GET /api/circles/{id}']>>().toEqualTypeOf<{ readonly id: string }>();
    expectTypeOf<ParamsOf<GroupImplementation<'invitations'>['POST /api/circles/{id}/join-requests/{userId}/admit']>>().toEqualTypeOf<{ readonly id: string; readonly userId: string }>();
    expectTypeOf<ParamsOf<GroupImplementation<'admin'>['POST /api/admin/reports/{postId}/dismiss']>>().toEqualTypeOf<{ readonly postId: string }>();
    expectTypeOf<keyof ParamsOf<GroupImplementation<'posts'>['GET /api/posts']>>().toBeNever();
  });

  it('cannot be read under a name the path does not have', () => {
    // Takes undefined too, so that the only error below can be the name the path lacks.
    const answer = (body: string | undefined) => Promise.resolve({ statusCode: 200, body });
    const implementation: Pick<GroupImplementation<'invitations'>, 'GET /api/circles/{id}/join-requests' | 'GET /api/invitations'> = {
      // @ts-expect-error -- '/api/circles/{id}/join-requests' has no {userId}: only admitting and declining name one
      'GET /api/circles/{id}/join-requests': ({ params }) => answer(params.userId),
      // @ts-expect-error -- '/api/invitations' has no parameters at all
      'GET /api/invitations': ({ params }) => answer(params.id),
    };
    expectTypeOf(implementation).not.toBeAny();
  });
});
