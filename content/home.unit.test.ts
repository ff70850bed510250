import { describe, expect, it } from 'vitest';
import { demoCardPage, demoCards, footerLinks, homeHero, homeSections } from './home';
import { pageRoutes } from './route-table';
import { profile } from './profile';

const sitePaths = new Set(pageRoutes.map(p => `/${p.path}`));

describe('home: the demo cards', () => {
  it('each open a component page that exists', () => {
    for (const card of demoCards) {
      expect(sitePaths.has(`/${card.path}`), card.path).toBe(true);
      expect(demoCardPage(card), card.path).toBeDefined();
    }
  });

  it('are unique, each with a short description and an icon', () => {
    expect(new Set(demoCards.map(c => c.path)).size).toBe(demoCards.length);
    for (const card of demoCards) {
      expect(card.description.length, card.path).toBeGreaterThan(10);
      expect(card.description.length, card.path).toBeLessThanOrEqual(60);
      expect(card.icon, card.path).not.toBe('');
    }
  });

  it('take the title of their page, and a sub-page the title of its section', () => {
    expect(demoCardPage({ path: 'Components/Buttons', description: '', icon: '' })?.title).toBe('Buttons');
    expect(demoCardPage({ path: 'Components/Navigation/BarsAndTiles', description: '', icon: '' })?.title).toBe(
      'Navigation & Tabs',
    );
  });

  it('give undefined for a path that is no page', () => {
    expect(demoCardPage({ path: 'Components/Nope', description: '', icon: '' })).toBeUndefined();
    expect(demoCardPage({ path: '', description: '', icon: '' })).toBeUndefined();
  });
});

describe('home: links', () => {
  it('Get Started and the two sections go to their routes', () => {
    expect(homeHero.getStarted).toEqual({ label: 'Get Started', to: '/Components/Overview' });
    expect(homeSections.purpose.link.to).toBe('/Components/Overview');
    expect(homeSections.scale.link.to).toBe('/Components/QuickDemos');
  });

  it('the footer has the exact labels, internal ones to existing routes', () => {
    expect(footerLinks.map(l => l.label)).toEqual([
      'Get Started',
      'About The Project',
      'Search',
      'Reserve 15-Minute Call',
      'Message Me',
    ]);
    for (const link of footerLinks.filter(l => !l.external)) expect(sitePaths.has(link.href), link.href).toBe(true);
    expect(footerLinks.filter(l => l.external).map(l => l.href)).toEqual([
      profile.links.booking,
      profile.links.messaging,
    ]);
  });
});
