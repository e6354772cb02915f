import { describe, expect, it } from 'vitest';
import type { Notification } from '#shared/types/notification.ts';
import { popupsFor } from './popups.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();

const reply = (id: string, minute: number, isRead = false): Notification => ({
  id,
  type: 'new_reply',
  title: 'New reflection on your post',
  message: `Someone: answer ${id}`,
  isRead,
  createdAt: at(minute),
  relatedPostId: `post-${id}`,
  link: null,
  metadata: {},
});

describe('popupsFor', () => {
  it('shows the unread notifications after the previous check and up to this one', () => {
    const list = [reply('later', 9), reply('new', 5), reply('read', 4, true), reply('edge', 3), reply('old', 2)];
    expect(popupsFor(list, at(3), at(5)).map((p) => [p.tag, p.url])).toEqual([['notification-new', '/posts/post-new']]);
  });

  it('shows at most three, then one summary that leads to the notifications page', () => {
    const list = [1, 2, 3, 4, 5].map((m) => reply(`n${m}`, 10 - m));
    const popups = popupsFor(list, at(0), at(10));
    expect(popups.map((p) => p.tag)).toEqual(['notification-n1', 'notification-n2', 'notification-n3', 'notifications-summary']);
    expect(popups[3]).toMatchObject({ title: '5 new notifications', url: '/notifications', requireInteraction: false });
  });

  it('shows three without a summary', () => {
    expect(popupsFor([reply('a', 3), reply('b', 2), reply('c', 1)], at(0), at(3))).toHaveLength(3);
  });
});
