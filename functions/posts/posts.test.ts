/** Posts, replies, reactions, the feed's sorts, search, deletion and the share page, through the API. */
import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/types/notification.ts';
import { FEED_SORTS, type FeedPage, type Post } from '#shared/types/post.ts';
import type { PublicProfile, UserStats } from '#shared/types/user.ts';
import { audio, jpeg } from '../testing/media-fixtures.ts';
import { accountIn, type Account } from '../testing/personas.ts';
import { finalizeAudio, finalizeImage, mediaPathOf, uploadFile } from '../testing/uploads.ts';

const newPost = (client: Account['client'], content: string, type = 'question') =>
  client.send<Post>('POST', '/api/posts', { content, type });

describe('posts and replies', () => {
  it('creates a question (the default) and a reflection, and reads them back', async () => {
    const { client, name } = await accountIn('approved');
    const question = await client.send<Post>('POST', '/api/posts', { content: '  What does stillness teach you?  ' });
    expect(question.status).toBe(201);
    expect(question.json).toMatchObject({ type: 'question', content: 'What does stillness teach you?', replies: 0, impact: 0 });
    expect(question.json.author.anonymousName).toBe(name);
    const reflection = await newPost(client, 'Today the breath was enough.', 'reflection');
    expect(reflection.json.type).toBe('reflection');
    const read = await client.get<Post>(`/api/posts/${reflection.json.id}`);
    expect(read.json).toMatchObject({ id: reflection.json.id, content: 'Today the breath was enough.' });
    expect(read.json.reactions.map((r) => r.type)).toEqual(['resonates', 'insightful', 'gratitude']);
  });

  it('validates content with the specification messages', async () => {
    const { client } = await accountIn('approved');
    for (const [body, message] of [
      [{ content: '   ' }, 'Content is required'],
      [{ content: 'x'.repeat(1001) }, 'Content must be less than 1000 characters'],
      [{ content: 'ok', type: 'poem' }, 'Type must be question or reflection'],
      [{ content: '', type: 'reply', parentId: 'p' }, 'Reply content is required'],
      [{ content: 'y'.repeat(1001), type: 'reply', parentId: 'p' }, 'Reply must be less than 1000 characters'],
    ] as const) {
      const response = await client.send('POST', '/api/posts', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json).toMatchObject({ message });
    }
  });

  it('replies count on the parent and on the author, and list oldest first', async () => {
    const author = await accountIn('approved');
    const replier = await accountIn('approved');
    const post = (await newPost(author.client, 'Where do you find quiet in a loud day?')).json;
    const first = await replier.client.send<Post>('POST', '/api/posts', { type: 'reply', parentId: post.id, content: 'In the first sip of tea.' });
    expect(first.status).toBe(201);
    await replier.client.send('POST', '/api/posts', { type: 'reply', parentId: post.id, content: 'Walking without headphones.' });
    const replies = (await author.client.get<Post[]>(`/api/posts/${post.id}/replies`)).json;
    expect(replies.map((r) => r.content)).toEqual(['In the first sip of tea.', 'Walking without headphones.']);
    expect(replies[0]).toMatchObject({ type: 'reply', parentId: post.id });
    expect((await author.client.get<Post>(`/api/posts/${post.id}`)).json.replies).toBe(2);
    expect((await author.client.get<UserStats>(`/api/users/stats/${replier.id}`)).json.totalReplies).toBe(2);
    expect((await author.client.get<UserStats>(`/api/users/stats/${author.id}`)).json.totalPosts).toBe(1);
    const missing = await replier.client.send('POST', '/api/posts', { type: 'reply', parentId: 'no-such-post', content: 'hello' });
    expect(missing.status).toBe(404);
  });

  it('unknown posts are 404 "Post not found"', async () => {
    const { client } = await accountIn('approved');
    for (const path of ['/api/posts/nope', '/api/posts/nope/replies']) {
      const response = await client.get(path);
      expect(response.status).toBe(404);
      expect(response.json).toMatchObject({ message: 'Post not found' });
    }
  });
});

describe('reactions', () => {
  it('keeps one reaction per member and type; sending again changes the value', async () => {
    const author = await accountIn('approved');
    const fan = await accountIn('approved');
    const post = (await newPost(author.client, 'Gratitude for small things')).json;
    expect((await fan.client.send('POST', '/api/reactions', { postId: post.id, type: 'resonates', value: 40 })).status).toBe(200);
    await fan.client.send('POST', '/api/reactions', { postId: post.id, type: 'resonates', value: 70 });
    await fan.client.send('POST', '/api/reactions', { postId: post.id, type: 'gratitude', value: 10 });
    const view = (await fan.client.get<Post>(`/api/posts/${post.id}`)).json;
    const resonates = view.reactions.find((r) => r.type === 'resonates')!;
    expect(resonates).toMatchObject({ count: 1, totalValue: 70, averageValue: 70, userReaction: 70 });
    expect(resonates.users).toEqual([{ id: fan.id, anonymousName: fan.name, value: 70 }]);
    expect(view.impact).toBe(80);
    expect((await author.client.get<UserStats>(`/api/users/stats/${author.id}`)).json.totalImpact).toBe(80);
    // The author sees the summary without a reaction of their own.
    expect((await author.client.get<Post>(`/api/posts/${post.id}`)).json.reactions[0]!.userReaction).toBeNull();
  });

  it('refuses values outside 1–100 and unknown types', async () => {
    const { client } = await accountIn('approved');
    const post = (await newPost(client, 'Limits')).json;
    for (const body of [{ postId: post.id, type: 'resonates', value: 0 }, { postId: post.id, type: 'resonates', value: 101 }, { postId: post.id, type: 'resonates', value: 5.5 }, { postId: post.id, type: 'love', value: 5 }]) {
      expect((await client.send('POST', '/api/reactions', body)).status).toBe(400);
    }
    expect((await client.send('POST', '/api/reactions', { postId: 'nope', type: 'resonates', value: 5 })).status).toBe(404);
  });

  it('a hundred members reacting at once leave counts equal to the reactions stored', async () => {
    const author = await accountIn('approved');
    const post = (await newPost(author.client, 'Concurrency is a practice too')).json;
    const members = await Promise.all(Array.from({ length: 100 }, () => accountIn('approved')));
    const results = await Promise.all(
      members.map((m, i) => m.client.send('POST', '/api/reactions', { postId: post.id, type: 'insightful', value: (i % 100) + 1 })),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const view = (await author.client.get<Post>(`/api/posts/${post.id}`)).json;
    const insightful = view.reactions.find((r) => r.type === 'insightful')!;
    expect(insightful.count).toBe(100);
    expect(insightful.totalValue).toBe(5050);
    expect(view.impact).toBe(5050);
  }, 180_000);

  it('a retried request never counts twice', async () => {
    const author = await accountIn('approved');
    const fan = await accountIn('approved');
    const post = (await newPost(author.client, 'Say it twice')).json;
    const body = { postId: post.id, type: 'gratitude', value: 33 };
    await Promise.all([fan.client.send('POST', '/api/reactions', body), fan.client.send('POST', '/api/reactions', body)]);
    await fan.client.send('POST', '/api/reactions', body);
    const gratitude = (await author.client.get<Post>(`/api/posts/${post.id}`)).json.reactions.find((r) => r.type === 'gratitude')!;
    expect(gratitude).toMatchObject({ count: 1, totalValue: 33 });
  });
});

describe('the feed', () => {
  it('every sort answers a page, and newest first pages through without repeats', async () => {
    const { client } = await accountIn('approved');
    const mine = [];
    for (let i = 0; i < 25; i++) mine.push((await newPost(client, `Feed post number ${i}`)).json.id);
    for (const sort of FEED_SORTS) {
      const page = await client.get<FeedPage>(`/api/posts?sortBy=${sort}`);
      expect(page.status, sort).toBe(200);
      expect(page.json.posts.length, sort).toBeGreaterThan(0);
      expect(page.json.posts.length, sort).toBeLessThanOrEqual(20);
    }
    const first = (await client.get<FeedPage>('/api/posts?sortBy=newest')).json;
    expect(first.posts[0]!.id).toBe(mine.at(-1));
    expect(first.nextCursor).toBeTruthy();
    const second = (await client.get<FeedPage>(`/api/posts?sortBy=newest&cursor=${first.nextCursor}`)).json;
    const ids = [...first.posts, ...second.posts].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.posts.every((p) => p.parentId === null)).toBe(true);
  });

  it('top impact puts the most reacted-to post first', async () => {
    const author = await accountIn('approved');
    const fan = await accountIn('approved');
    const post = (await newPost(author.client, 'Most resonant of all')).json;
    await fan.client.send('POST', '/api/reactions', { postId: post.id, type: 'resonates', value: 100 });
    await fan.client.send('POST', '/api/reactions', { postId: post.id, type: 'insightful', value: 100 });
    await fan.client.send('POST', '/api/reactions', { postId: post.id, type: 'gratitude', value: 100 });
    const top = (await fan.client.get<FeedPage>('/api/posts?sortBy=impact')).json.posts;
    // 300 is more than any single member's reactions elsewhere in this run except the concurrency test.
    expect(top.findIndex((p) => p.id === post.id)).toBeLessThan(3);
  });

  it('refuses an unknown sort or a forged cursor with a 400', async () => {
    const { client } = await accountIn('approved');
    expect((await client.get('/api/posts?sortBy=loudest')).status).toBe(400);
    expect((await client.get('/api/posts?sortBy=newest&cursor=garbage')).status).toBe(400);
  });
});

describe('search', () => {
  it('finds posts by a word prefix, case-insensitively, never by the author’s anonymous name', async () => {
    const author = await accountIn('approved');
    await author.client.send('PATCH', '/api/user/profile', { anonymousName: 'Zephyrine Moonwalker', avatar: 'soft' });
    const post = (await newPost(author.client, 'Contemplating Impermanence beneath the cedars')).json;
    const searcher = await accountIn('approved');
    const search = async (q: string) => (await searcher.client.get<Post[]>(`/api/posts/search?q=${encodeURIComponent(q)}`)).json.map((p) => p.id);
    for (const q of ['imperman', 'IMPERMANENCE', 'cedar contemp']) expect(await search(q), q).toContain(post.id);
    // A name is the author's only while they keep it (docs/erasure.md, "Copies of a name").
    expect(await search('zephyrine')).not.toContain(post.id);
    expect((await searcher.client.get<Post[]>('/api/posts/search?q=qqqxxyyzz')).json).toEqual([]);
    expect((await searcher.client.get<Post[]>('/api/posts/search?q=%20%20')).json).toEqual([]);
  });
});

describe('search across scripts', () => {
  /**
   * A word of its own for each run, written in Devanagari and typed in Latin letters, so posts of
   * other tests and runs cannot crowd it out: ध्यान then one syllable per digit (कि ki, गि gi, …).
   */
  function uniqueWord() {
    const syllables = [...'कगतदनपबमरल'];
    const latin = [...'kgtdnpbmrl'];
    const digits = [...String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-7)].map(Number);
    return {
      written: `ध्यान${digits.map((d) => `${syllables[d]}ि`).join('')}`,
      typed: `dhyaan${digits.map((d) => `${latin[d]}i`).join('')}`,
      short: `dhyan${digits.map((d) => `${latin[d]}ee`).join('')}`,
    };
  }

  it('finds a Devanagari post by its Hinglish spellings and a Hinglish post by Devanagari, and nothing else', async () => {
    const author = await accountIn('approved');
    const searcher = await accountIn('approved');
    const search = async (q: string) => (await searcher.client.get<Post[]>(`/api/posts/search?q=${encodeURIComponent(q)}`)).json.map((p) => p.id);
    const word = uniqueWord();
    const written = (await newPost(author.client, `आज सुबह ${word.written} में शांति मिली।`, 'reflection')).json;
    const typed = (await newPost(author.client, `Aaj ${word.typed} mein bahut prem tha`, 'reflection')).json;
    const elsewhere = (await newPost(author.client, 'Karma yoga in the garden, nothing else.', 'reflection')).json;

    for (const q of [word.typed, word.short, word.written]) expect(await search(q), q).toEqual(expect.arrayContaining([written.id, typed.id]));
    expect(await search(word.short)).not.toContain(elsewhere.id);
    // The everyday words, beside every other post that says them: the newest first.
    expect(await search('shaanti')).toContain(written.id);
    expect(await search('shanti')).toContain(written.id);
    expect(await search('प्रेम')).toContain(typed.id);
    expect(await search('karm')).not.toContain(written.id);
  });

  it('never finds a circle post, in either script, for someone outside the circle', async () => {
    const member = await accountIn('approved');
    const outsider = await accountIn('approved');
    const circle = (await member.client.send<{ id: string }>('POST', '/api/circles', { name: 'Quiet sitters', description: 'Sitting together.' })).json;
    const word = uniqueWord();
    const inside = await member.client.send<Post>('POST', '/api/posts', { content: `${word.written} साथ में`, circleId: circle.id });
    expect(inside.status, inside.text).toBe(201);
    for (const q of [word.typed, word.written]) {
      expect((await outsider.client.get<Post[]>(`/api/posts/search?q=${encodeURIComponent(q)}`)).json.map((p) => p.id), q).not.toContain(inside.json.id);
    }
  });
});

describe('deleting', () => {
  it('the author deletes a post and its replies go with it; counters follow', async () => {
    const author = await accountIn('approved');
    const replier = await accountIn('approved');
    const post = (await newPost(author.client, 'Ephemeral thought about lanterns')).json;
    const reply = (await replier.client.send<Post>('POST', '/api/posts', { type: 'reply', parentId: post.id, content: 'Lanterns!' })).json;
    await replier.client.send('POST', '/api/reactions', { postId: post.id, type: 'resonates', value: 60 });
    expect((await replier.client.send('DELETE', `/api/posts/${post.id}`)).status).toBe(403);
    expect((await author.client.send('DELETE', `/api/posts/${post.id}`)).status).toBe(200);
    expect((await author.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await author.client.get(`/api/posts/${reply.id}`)).status).toBe(404);
    expect((await author.client.get<Post[]>('/api/posts/search?q=lanterns')).json.some((p) => p.id === post.id)).toBe(false);
    expect((await author.client.get<UserStats>(`/api/users/stats/${author.id}`)).json).toEqual({ totalPosts: 0, totalReplies: 0, totalImpact: 0 });
    expect((await author.client.get<UserStats>(`/api/users/stats/${replier.id}`)).json.totalReplies).toBe(0);
    expect((await author.client.send('DELETE', `/api/posts/${post.id}`)).status).toBe(404);
  });

  it('an admin deletes anyone’s post', async () => {
    const author = await accountIn('approved');
    const admin = await accountIn('admin');
    const post = (await newPost(author.client, 'Moderated')).json;
    expect((await admin.client.send('DELETE', `/api/posts/${post.id}`)).status).toBe(200);
    expect((await author.client.get(`/api/posts/${post.id}`)).status).toBe(404);
  });
});

describe('share page', () => {
  const WORDS = `A long reflection ${'that goes on '.repeat(20)}`;

  it('by default says only that something was shared: no words, no persona, then sends on to the post', async () => {
    const author = await accountIn('approved');
    const post = (await newPost(author.client, WORDS)).json;
    expect(post.shareShowsWords).toBe(false);
    const stranger = (await accountIn('signedOut')).client;
    const page = await stranger.request(`/api/share/post/${post.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('property="og:title" content="A reflection shared in Seekers&#39; Circle"');
    expect(page.text).toContain('og:description" content="Seekers&#39; Circle is a members-only community. Sign in to read what was shared."');
    expect(page.text).not.toContain('A long reflection');
    expect(page.text).not.toContain(author.name);
    expect(page.text).toContain(`url=/posts/${post.id}`);
    const missing = await stranger.raw('/api/share/post/nope');
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe('/');
  });

  it("shows a snippet and the anonymous name only when the author allowed it, at writing or later, and stops when they take it back", async () => {
    const author = await accountIn('approved');
    const stranger = (await accountIn('signedOut')).client;
    const shown = async (id: string) => (await stranger.request(`/api/share/post/${id}`)).text;
    const allowed = (await author.client.send<Post>('POST', '/api/posts', { content: WORDS, type: 'reflection', shareShowsWords: true })).json;
    expect(allowed.shareShowsWords).toBe(true);
    const page = await shown(allowed.id);
    expect(page).toContain(`property="og:title" content="${author.name} on Seekers&#39; Circle"`);
    expect(page).toMatch(/og:description" content="A long reflection[^"]{100,160}…"/);
    const profile = (await author.client.get<PublicProfile>(`/api/users/profile/${author.id}`)).json;
    expect(page).not.toContain(profile.id);

    const later = (await newPost(author.client, 'Changed my mind later.')).json;
    const on = await author.client.send<Post>('PATCH', `/api/posts/${later.id}/share-words`, { shareShowsWords: true });
    expect(on.status, on.text).toBe(200);
    expect(on.json.shareShowsWords).toBe(true);
    expect(await shown(later.id)).toContain('Changed my mind later.');
    const off = await author.client.send<Post>('PATCH', `/api/posts/${later.id}/share-words`, { shareShowsWords: false });
    expect(off.json.shareShowsWords).toBe(false);
    expect(await shown(later.id)).not.toContain('Changed my mind later.');
    expect((await author.client.get<Post>(`/api/posts/${later.id}`)).json.shareShowsWords).toBe(false);
  });

  it("is the author's choice alone, for a feed post only: anyone else, a reply or an unknown id is a 404, a bad body a 400", async () => {
    const author = await accountIn('approved');
    const other = await accountIn('approved');
    const post = (await newPost(author.client, 'Mine to decide.')).json;
    const reply = (await author.client.send<Post>('POST', '/api/posts', { content: 'A reply of mine.', type: 'reply', parentId: post.id })).json;
    const patch = (client: Account['client'], id: string, body: unknown) => client.send<{ message: string }>('PATCH', `/api/posts/${id}/share-words`, body);
    expect((await patch(other.client, post.id, { shareShowsWords: true })).status).toBe(404);
    expect((await patch(author.client, reply.id, { shareShowsWords: true })).status).toBe(404);
    expect((await patch(author.client, 'nope0000000000000000000000', { shareShowsWords: true })).status).toBe(404);
    const bad = await patch(author.client, post.id, { shareShowsWords: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Showing your words in shared links must be on or off');
    expect((await author.client.get<Post>(`/api/posts/${post.id}`)).json.shareShowsWords).toBe(false);
    // A reply sent with the choice on never carries it: replies are never shown outside.
    const replyOn = (await author.client.send<Post>('POST', '/api/posts', { content: 'Reply, on.', type: 'reply', parentId: post.id, shareShowsWords: true })).json;
    expect(replyOn.shareShowsWords).toBe(false);
  });
});

describe('attachments', () => {
  it('a post references only an upload the server verified, and one media item at a time', async () => {
    const { client } = await accountIn('approved');
    const key = await uploadFile(client, 'image', jpeg({ exif: true }), 'image/jpeg');
    const { imageUrl } = (await finalizeImage(client, key)).json;
    const withImage = await client.send<Post>('POST', '/api/posts', { content: 'A photo of the lake at dawn', type: 'reflection', imageUrl });
    expect(withImage.status, withImage.text).toBe(201);
    expect(mediaPathOf(withImage.json.imageUrl!)).toBe(mediaPathOf(imageUrl));

    for (const forged of ['/media/images/00aaaaaaaaAAAAAAAAAAAAAAAA.jpg', 'https://evil.example/x.jpg', `/${key}`]) {
      const response = await client.send('POST', '/api/posts', { content: 'Forged', imageUrl: forged });
      expect(response.status, forged).toBe(400);
    }
    const both = await client.send('POST', '/api/posts', {
      content: 'Both',
      imageUrl,
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(both.status).toBe(400);
    expect(both.json).toMatchObject({ message: 'Only one media item (an image or a YouTube link) can be attached.' });

    const withVideo = await client.send<Post>('POST', '/api/posts', {
      content: 'A talk that helped me',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      youtubeThumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      youtubeTitle: 'A talk',
    });
    expect(withVideo.status, withVideo.text).toBe(201);
    expect(withVideo.json).toMatchObject({ youtubeTitle: 'A talk', imageUrl: null });
    expect((await client.send('POST', '/api/posts', { content: 'x', youtubeUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ' })).status).toBe(400);
  });

  it("attaches only media its own author uploaded: another member's image or audio is refused and nothing is stored", async () => {
    const [owner, taker] = await Promise.all([accountIn('approved'), accountIn('approved')]);
    const { imageUrl } = (await finalizeImage(owner.client, await uploadFile(owner.client, 'image', jpeg(), 'image/jpeg'))).json;
    const { audioUrl } = (await finalizeAudio(owner.client, await uploadFile(owner.client, 'audio', audio.webm(), 'audio/webm'), 12)).json;
    const parent = (await newPost(owner.client, 'What did the morning sound like?')).json;
    const image = 'Upload failed. Please attach the image again.';
    const recording = 'Upload failed. Please record the audio again.';
    for (const [body, message] of [
      [{ content: 'Borrowed', type: 'reflection', imageUrl }, image],
      [{ content: 'Borrowed', type: 'reflection', audioUrl, audioDuration: 12 }, recording],
      [{ content: 'Borrowed', type: 'reply', parentId: parent.id, imageUrl }, image],
      [{ content: 'Borrowed', type: 'reply', parentId: parent.id, audioUrl, audioDuration: 12 }, recording],
    ] as const) {
      const response = await taker.client.send('POST', '/api/posts', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      // Answered exactly like a missing upload: nothing says whose it is.
      expect(response.json).toEqual({ message, code: 'bad_request' });
    }
    expect((await taker.client.get<UserStats>(`/api/users/stats/${taker.id}`)).json).toMatchObject({ totalPosts: 0, totalReplies: 0 });
    expect((await taker.client.get<Post[]>(`/api/users/posts/${taker.id}`)).json).toEqual([]);
    expect((await owner.client.get<Post>(`/api/posts/${parent.id}`)).json.replies).toBe(0);

    const own = await owner.client.send<Post>('POST', '/api/posts', { content: 'Mine', type: 'reflection', imageUrl, audioUrl, audioDuration: 12 });
    expect(own.status, own.text).toBe(201);
    expect(own.json).toMatchObject({ audioDuration: 12 });
    expect([own.json.imageUrl, own.json.audioUrl].map((url) => mediaPathOf(url!))).toEqual([imageUrl, audioUrl].map(mediaPathOf));
    const takersOwn = (await finalizeAudio(taker.client, await uploadFile(taker.client, 'audio', audio.ogg(), 'audio/ogg'), 4)).json;
    const reply = await taker.client.send<Post>('POST', '/api/posts', {
      content: 'My own voice',
      type: 'reply',
      parentId: parent.id,
      audioUrl: takersOwn.audioUrl,
      audioDuration: 4,
    });
    expect(reply.status, reply.text).toBe(201);
    expect(mediaPathOf(reply.json.audioUrl!)).toBe(mediaPathOf(takersOwn.audioUrl!));
  });
});

describe('reply notifications', () => {
  it('a reply notifies the post’s author, and opening the post marks it read', async () => {
    const author = await accountIn('approved');
    const replier = await accountIn('approved');
    const post = (await newPost(author.client, 'Who else wakes at four?')).json;
    await author.client.send('POST', '/api/posts', { type: 'reply', parentId: post.id, content: 'My own reply does not notify me' });
    expect((await author.client.get<{ count: number }>('/api/notifications/unread-count')).json.count).toBe(0);
    await replier.client.send('POST', '/api/posts', { type: 'reply', parentId: post.id, content: 'Every day, and I have learnt to love it.' });
    expect((await author.client.get<{ count: number }>('/api/notifications/unread-count')).json.count).toBe(1);
    const [note] = (await author.client.get<Notification[]>('/api/notifications')).json;
    expect(note).toMatchObject({ type: 'new_reply', relatedPostId: post.id, isRead: false, message: `${replier.name}: Every day, and I have learnt to love it.` });
    expect((await author.client.send('POST', `/api/notifications/mark-post-read/${post.id}`)).status).toBe(200);
    expect((await author.client.get<{ count: number }>('/api/notifications/unread-count')).json.count).toBe(0);

    await author.client.send('PATCH', '/api/user/notification-preferences', { notifyReplies: false });
    await replier.client.send('POST', '/api/posts', { type: 'reply', parentId: post.id, content: 'Quietly.' });
    expect((await author.client.get<{ count: number }>('/api/notifications/unread-count')).json.count).toBe(0);
  });
});
