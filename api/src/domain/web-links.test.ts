import { describe, expect, it } from 'vitest';
import { isInstagramAccount, isSiteOrWebAddress, isSitePath, isWebAddress, isWebsite } from './web-links.js';

/** Addresses that run script or leave the site when a browser follows them as a link. */
const HOSTILE = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'mailto:someone@example.com',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://',
  'http:/evil.example',
  'https://evil.example/\u0000',
  '',
];

describe('web links', () => {
  it('takes pages of this site: a path with a single leading slash', () => {
    for (const path of [
      '/',
      '/collections',
      '/brand/aso-oke?tab=reviews',
      '/#about',
      '/directory?category=ready-to-wear',
    ])
      expect(isSitePath(path), path).toBe(true);
    for (const other of [...HOSTILE, 'collections', 'https://adire.example/x'])
      expect(isSitePath(other), other).toBe(false);
  });

  it('takes full http and https addresses', () => {
    for (const address of ['https://adire.example/x', 'http://shop.example', 'HTTPS://Example.com/a?b=c#d'])
      expect(isWebAddress(address), address).toBe(true);
    for (const other of [...HOSTILE, '/collections', 'adire.example', 'https://javascript:alert(1)'])
      expect(isWebAddress(other), other).toBe(false);
  });

  it('refuses every address that runs script or leaves the site through a path', () => {
    for (const hostile of HOSTILE) expect(isSiteOrWebAddress(hostile), JSON.stringify(hostile)).toBe(false);
    expect(isSiteOrWebAddress('/tailors')).toBe(true);
    expect(isSiteOrWebAddress('https://adire.example/x')).toBe(true);
  });

  it('takes a website with or without its scheme, never another scheme', () => {
    for (const site of ['https://yourbrand.example', 'yourbrand.example', 'www.yourbrand.example/about'])
      expect(isWebsite(site), site).toBe(true);
    for (const other of [...HOSTILE, 'javascript:1', 'not a website']) expect(isWebsite(other), other).toBe(false);
  });

  it('takes an Instagram handle or address, never another scheme', () => {
    for (const account of ['@studio', 'studio.lagos', 'instagram.com/studio', 'https://www.instagram.com/studio'])
      expect(isInstagramAccount(account), account).toBe(true);
    for (const other of [...HOSTILE, 'javascript:alert(1)', '@two words'])
      expect(isInstagramAccount(other), other).toBe(false);
  });
});
