// What the browser tells about itself for 3-D Secure 2 (`browser_info` of the donation payloads, pots
// spec §3). Read from the page, never from a third-party service.
import type { z } from 'zod';
import type { browserInfoSchema } from '@domain/donation-requests';

export type BrowserInfo = z.infer<typeof browserInfoSchema>;

export function browserInfo(): BrowserInfo {
  return {
    language: navigator.language.slice(0, 35),
    user_agent: navigator.userAgent.slice(0, 1024),
    color_depth: window.screen.colorDepth,
    screen_height: window.screen.height,
    screen_width: window.screen.width,
    timezone_offset: new Date().getTimezoneOffset(),
  };
}
