/** Which URLs count as YouTube videos: only these are ever turned into an oEmbed request. */
import { describe, expect, it } from 'vitest';
import { youtubeVideoId } from './workflows/youtube-video.ts';

describe('youtubeVideoId', () => {
  it.each([
    'https://www.youtube.com/watch?v=calmBreath1',
    'https://youtube.com/watch?v=calmBreath1&t=42s',
    'http://www.youtube.com/watch?feature=share&v=calmBreath1',
    'https://m.youtube.com/watch?v=calmBreath1',
    'https://music.youtube.com/watch?v=calmBreath1&list=RD',
    'https://youtu.be/calmBreath1',
    'https://youtu.be/calmBreath1?si=abc',
    'https://www.youtube.com/shorts/calmBreath1',
    'https://www.youtube.com/embed/calmBreath1',
    'https://www.youtube.com/live/calmBreath1?feature=share',
    'youtube.com/watch?v=calmBreath1',
    'youtu.be/calmBreath1',
    '  https://WWW.YOUTUBE.COM/watch?v=calmBreath1  ',
  ])('%s is calmBreath1', (url) => {
    expect(youtubeVideoId(url)).toBe('calmBreath1');
  });

  it.each([
    '',
    'calmBreath1',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=calmBreath1xx',
    'https://www.youtube.com/channel/UCcalmBreath1',
    'https://www.youtube.com.evil.example/watch?v=calmBreath1',
    'https://evil.example/watch?v=calmBreath1',
    'https://evilyoutube.com/watch?v=calmBreath1',
    'https://www.youtube.com@127.0.0.1/watch?v=calmBreath1',
    'https://user:pass@www.youtube.com/watch?v=calmBreath1',
    'https://www.youtube.com:8080/watch?v=calmBreath1',
    'http://127.0.0.1/watch?v=calmBreath1',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/watch?v=calmBreath1',
    'file:///etc/passwd',
    'gopher://www.youtube.com/watch?v=calmBreath1',
    'javascript:alert(1)//youtube.com/watch?v=calmBreath1',
    'https://youtu.be/calmBreath1/extra',
  ])('%s is refused', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});
