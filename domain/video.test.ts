import { describe, expect, it } from 'vitest';
import { describeVideo, vimeoId, youtubeId } from './video';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?feature=share&v=eRsGyueVLvQ', 'eRsGyueVLvQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=30', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?si=abc', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['  https://youtu.be/aqz-KE-bpKQ  ', 'aqz-KE-bpKQ'],
  ])('reads %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ<script>',
    'https://www.youtube.com/channel/UC123',
    'https://evil.example/watch?v=aqz-KE-bpKQ',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'pas une adresse',
  ])('refuses %s', (url) => {
    expect(youtubeId(url)).toBeNull();
  });
});

describe('vimeoId', () => {
  it.each([
    ['https://vimeo.com/1084537', '1084537'],
    ['https://www.vimeo.com/1084537?share=copy', '1084537'],
    ['https://player.vimeo.com/video/1084537', '1084537'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
  ])('reads %s', (url, id) => {
    expect(vimeoId(url)).toBe(id);
  });

  it.each(['https://vimeo.com/', 'https://vimeo.com/user/abc', 'https://notvimeo.com/123'])('refuses %s', (url) => {
    expect(vimeoId(url)).toBeNull();
  });
});

describe('describeVideo', () => {
  it('derives the YouTube player and thumbnail from the id', () => {
    expect(describeVideo('https://youtu.be/aqz-KE-bpKQ')).toEqual({
      url: 'https://youtu.be/aqz-KE-bpKQ',
      provider: 'youtube',
      embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      thumbnail: { url: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg' },
    });
  });

  it('derives the Vimeo player and thumbnail from the id', () => {
    expect(describeVideo('https://vimeo.com/1084537')).toEqual({
      url: 'https://vimeo.com/1084537',
      provider: 'vimeo',
      embed_url: 'https://player.vimeo.com/video/1084537',
      thumbnail: { url: 'https://vumbnail.com/1084537.jpg' },
    });
  });

  it('keeps another link without player or thumbnail, and answers nulls without a link', () => {
    expect(describeVideo('https://www.dailymotion.com/video/x8')).toEqual({
      url: 'https://www.dailymotion.com/video/x8',
      provider: null,
      embed_url: null,
      thumbnail: { url: null },
    });
    for (const empty of [null, undefined, '', '   ']) {
      expect(describeVideo(empty)).toEqual({ url: null, provider: null, embed_url: null, thumbnail: { url: null } });
    }
  });
});
