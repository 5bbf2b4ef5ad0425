import { describe, expect, it } from 'vitest';
import { darkStories, pairShots, playOf, shotsOf, type ExtractedStory } from './plan.ts';

const story = (title: string, name: string, extra: Partial<ExtractedStory> = {}): ExtractedStory => ({
  id: `${title}--${name}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
  title,
  name,
  tags: [],
  disableSnapshot: false,
  modes: null,
  viewport: null,
  ...extra,
});

const allFour = {
  light: { scheme: 'light', viewport: { width: 1280, height: 800 } },
  dark: { scheme: 'dark', viewport: { width: 1280, height: 800 } },
  'mobile-light': { scheme: 'light', viewport: { width: 375, height: 740 } },
  'mobile-dark': { scheme: 'dark', viewport: { width: 375, height: 740 } },
};

/** The shots of one story, planned among all of `stories`, as `scheme-viewport`. */
function shown(stories: ExtractedStory[], which: ExtractedStory) {
  return shotsOf(which, darkStories(stories))
    .map((shot) => `${shot.scheme}-${shot.viewport}`)
    .sort();
}

describe('the visual plan', () => {
  it('shoots every design-system story light and dark', () => {
    const stories = [story('Primitives/Button', 'Default'), story('Primitives/Button', 'Disabled')];
    expect(shown(stories, stories[1]!)).toEqual(['dark-desktop', 'light-desktop']);
  });

  it("shoots a view's main screens dark, and its other scenarios light only", () => {
    const list = story('Views/Orders/List', 'Default');
    const error = story('Views/Orders/List', 'Error');
    const invalid = story('Pages/SignInPage', 'Invalid', { modes: allFour });
    const mobile = story('Views/Mailbox', 'Mobile', { modes: allFour });
    const stories = [list, error, story('Pages/SignInPage', 'Default'), invalid, mobile];
    expect(shown(stories, list)).toEqual(['dark-desktop', 'light-desktop']);
    expect(shown(stories, error)).toEqual(['light-desktop']);
    expect(shown(stories, invalid)).toEqual(['light-desktop', 'light-mobile']);
    expect(shown(stories, mobile)).toEqual(['dark-desktop', 'dark-mobile', 'light-desktop', 'light-mobile']);
  });

  it("shoots a toolbar panel's main screen dark, as a view's", () => {
    const panel = story('Toolbar/Notifications', 'Default');
    const empty = story('Toolbar/Notifications', 'Empty');
    expect(shown([panel, empty], panel)).toEqual(['dark-desktop', 'light-desktop']);
    expect(shown([panel, empty], empty)).toEqual(['light-desktop']);
  });

  it('shoots the first shot story dark in a view file with no main screen named', () => {
    const flow = story('Views/Mailbox/App', 'Flow', { disableSnapshot: true });
    const inbox = story('Views/Mailbox/App', 'Inbox');
    const reader = story('Views/Mailbox/App', 'Reader Open');
    const stories = [flow, inbox, reader];
    expect(shown(stories, inbox)).toEqual(['dark-desktop', 'light-desktop']);
    expect(shown(stories, reader)).toEqual(['light-desktop']);
  });

  it('leaves out disabled modes, and plays a story that is not shot once, light', () => {
    const modes = { ...allFour, light: { disable: true }, dark: { disable: true } };
    const phone = story('Layouts/Classic', 'Mobile', { modes });
    expect(shown([phone], phone)).toEqual(['dark-mobile', 'light-mobile']);
    const flow = story('Views/Orders/List', 'Saved Views', { disableSnapshot: true });
    expect(shown([flow], flow)).toEqual([]);
    expect(playOf(flow).map((shot) => `${shot.scheme}-${shot.viewport}`)).toEqual(['light-desktop']);
  });
});

describe('pairing', () => {
  const shot = (storyId: string, scheme: 'light' | 'dark', viewport: 'desktop' | 'mobile') => ({
    storyId,
    title: 'Primitives/Button',
    name: storyId,
    scheme,
    viewport,
    size: { width: viewport === 'desktop' ? 1280 : 375, height: viewport === 'desktop' ? 800 : 740 },
  });

  it("takes a story's dark shot from its light render at the same size", () => {
    const paired = pairShots([
      shot('a', 'light', 'desktop'),
      shot('a', 'dark', 'desktop'),
      shot('a', 'light', 'mobile'),
      shot('b', 'light', 'desktop'),
    ]);
    expect(paired.map((each) => [each.storyId, each.scheme, each.viewport, each.alsoDark ?? false])).toEqual([
      ['a', 'light', 'desktop', true],
      ['a', 'light', 'mobile', false],
      ['b', 'light', 'desktop', false],
    ]);
  });

  it('leaves a story marked ownDarkRender with two renders', () => {
    const paired = pairShots([shot('a', 'light', 'desktop'), shot('a', 'dark', 'desktop')], new Set(['a']));
    expect(paired.map((each) => [each.scheme, each.alsoDark ?? false])).toEqual([
      ['light', false],
      ['dark', false],
    ]);
  });

  it('keeps a dark shot that has no light one at its size', () => {
    const paired = pairShots([shot('a', 'dark', 'mobile'), shot('a', 'light', 'desktop')]);
    expect(paired.map((each) => [each.scheme, each.viewport, each.alsoDark ?? false])).toEqual([
      ['dark', 'mobile', false],
      ['light', 'desktop', false],
    ]);
  });
});
