import { describe, expect, it } from 'vitest';
import { contactLinks, mailtoHref, telHref } from './contact';
import { profile } from './profile';

describe('telHref', () => {
  it.each([
    ['+1 555 0100', 'tel:+15550100'],
    ['(555) 010-0199', 'tel:5550100199'],
    ['+44 20 7946 0000', 'tel:+442079460000'],
    ['555+0100', 'tel:5550100'],
    ['', 'tel:'],
  ])('%j → %j', (phone, href) => expect(telHref(phone)).toBe(href));

  it('survives a value that is not a string', () => {
    expect(telHref(undefined as unknown as string)).toBe('tel:');
  });
});

describe('mailtoHref', () => {
  it('keeps a plain address, trimmed', () => {
    expect(mailtoHref(' hello@example.com ')).toBe('mailto:hello@example.com');
  });

  it.each(['', 'not an address', 'a b@example.com', '@example.com'])('refuses %j', bad => {
    expect(mailtoHref(bad)).toBe('mailto:');
  });
});

describe('contactLinks', () => {
  it('lists the resume, the five external pages, a phone and an e-mail link', () => {
    expect(contactLinks.map(l => l.kind)).toEqual([
      'internal',
      'external',
      'external',
      'external',
      'external',
      'external',
      'tel',
      'mailto',
    ]);
  });

  it('points at the addresses of profile.ts', () => {
    const hrefs = contactLinks.map(l => l.href);
    expect(hrefs).toContain('/Resume');
    for (const url of Object.values(profile.links)) expect(hrefs).toContain(url);
    expect(hrefs).toContain(telHref(profile.phone));
    expect(hrefs).toContain(mailtoHref(profile.email));
  });

  it('has an https address for every external link and unique labels', () => {
    for (const link of contactLinks.filter(l => l.kind === 'external')) expect(link.href).toMatch(/^https:\/\//);
    expect(new Set(contactLinks.map(l => l.label)).size).toBe(contactLinks.length);
  });
});
