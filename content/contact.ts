/**
 * The ways to reach the designer, in the order the Get in Touch block (home) and About list them.
 * The addresses come from profile.ts; the labels are here.
 */
import { profile } from './profile';

/** How a contact link opens: a page of this site, another site (new tab), a call, an e-mail. */
export type ContactKind = 'internal' | 'external' | 'tel' | 'mailto';

export interface ContactLink {
  label: string;
  /** What it is, for the eye and the accessible description (e.g. "Professional profile"). */
  caption: string;
  href: string;
  kind: ContactKind;
  /** A `ds-icon` name of the standard set. */
  icon: string;
}

/** A `tel:` address: digits and a leading +, nothing else (spaces, dashes and brackets dropped). */
export function telHref(phone: string): string {
  const digits = String(phone ?? '').replace(/[^\d+]/g, '');
  const plus = digits.startsWith('+') ? '+' : '';
  return `tel:${plus}${digits.replace(/\+/g, '')}`;
}

/** A `mailto:` address (the address trimmed; an address with spaces or no @ gives just "mailto:"). */
export function mailtoHref(email: string): string {
  const address = String(email ?? '').trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : 'mailto:';
}

export const contactLinks: readonly ContactLink[] = [
  { label: 'Read my resume', caption: 'Resume', href: '/Resume', kind: 'internal', icon: 'user' },
  {
    label: 'Professional profile',
    caption: 'Career history and recommendations',
    href: profile.links.profile,
    kind: 'external',
    icon: 'link',
  },
  {
    label: 'Portfolio',
    caption: 'Case studies and project write-ups',
    href: profile.links.portfolio,
    kind: 'external',
    icon: 'image',
  },
  {
    label: 'Design community',
    caption: 'Shots, sketches and work in progress',
    href: profile.links.community,
    kind: 'external',
    icon: 'star',
  },
  {
    label: 'Book a 15-minute call',
    caption: 'Pick a time that suits you',
    href: profile.links.booking,
    kind: 'external',
    icon: 'calendar',
  },
  {
    label: 'Send a message',
    caption: 'On the messaging app',
    href: profile.links.messaging,
    kind: 'external',
    icon: 'share',
  },
  { label: profile.phone, caption: 'Call', href: telHref(profile.phone), kind: 'tel', icon: 'phone' },
  { label: profile.email, caption: 'E-mail', href: mailtoHref(profile.email), kind: 'mailto', icon: 'mail' },
];
