/** README.txt, the archive's first file: what each of the others holds (docs/archive.md). */

export interface ReadmeFacts {
  /** When the member asked for the archive (ISO). */
  createdAt: string;
  mediaFiles: number;
  /** Media files beyond the archive's limits, not in it. */
  leftOut: number;
}

export function readmeText({ createdAt, mediaFiles, leftOut }: ReadmeFacts): string {
  const media =
    `media/ holds the ${mediaFiles} picture and recording file(s) of your posts, replies and guide questions, ` +
    'under the names posts.json and guide.json give them ("file").' +
    (leftOut > 0
      ? ` ${leftOut} older file(s) did not fit in one archive (at most 3,000 files and 3 GB): their "file" is empty, and "url" is where the app still shows them.`
      : '');
  return `Seeker's Circle: your data
===========================

Prepared on ${createdAt.slice(0, 10)} (times in the files are UTC, ISO 8601), at your request from
Profile Settings > Privacy > Download my data. This is everything you have given or received in the
community. Nothing in it names another member except by their anonymous name.

The files are JSON (UTF-8), readable in any text editor:

account.json        your account (your email and names as your sign-in provider gives them, the
                    time zone your "today" is counted in), your persona, your notification
                    settings, the app language you chose and your public counts
posts.json          your posts and your replies, with where they were posted, their pictures,
                    recordings and video links, and how many reactions of each kind they received
reactions.json      the reactions you gave, by post
circles.json        the circles you created and the ones you joined
invitations.json    invitations to circles you received, and the ones you sent
notifications.json  your notifications (the name of someone asking to join is left out)
guide.json          your questions to the AI guide and its answers
journal.json        your private journal, opened for you
messages.json       your direct messages, opened for you, each conversation under the other
                    member's anonymous name
registrations.json  the join request you came in by, if you joined through one

${media}

This archive is deleted from our storage a day after you asked for it. Keep it somewhere safe:
it holds your private journal and messages in plain text.
`;
}
