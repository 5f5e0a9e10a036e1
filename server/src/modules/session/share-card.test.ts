import { renderShareCardPng, renderShareCardSvg } from './share-card';
import type { ShareableResult } from './share.service';

const result: ShareableResult = {
  sessionId: '00000000-0000-0000-0000-000000000001',
  playerName: '<b>Ada</b> & "friends"',
  gameSlug: 'house-prices-game',
  gameTitle: 'The House Prices Game',
  totalPoints: 280,
  maxPoints: 500,
  rating: 'intermediate',
  isComplete: true,
  ranked: true,
  rank: 4,
  playerCount: 12,
  percentile: 75,
  rounds: [
    { round: 1, points: 100, emoji: '🎉' },
    { round: 2, points: 70, emoji: '👏' },
    { round: 3, points: 50, emoji: '👍' },
    { round: 4, points: 30, emoji: '🤔' },
    { round: 5, points: 30, emoji: '🤔' },
  ],
  shareText: '',
  playUrl: 'https://ballpark.example/game/house-prices-game',
};

describe('share card', () => {
  it('says the score, the standing and every round, with the player name escaped', () => {
    const svg = renderShareCardSvg(result, 'Ballpark');
    expect(svg).toContain('&lt;b&gt;Ada&lt;/b&gt; &amp; &quot;friends&quot; scored 280/500');
    expect(svg).toContain('#4 of 12 · Intermediate');
    expect(svg.match(/<rect x=/g)).toHaveLength(5);
    expect(svg).not.toContain('<b>');
  });

  it('labels a practice session as practice, with no rank', () => {
    const svg = renderShareCardSvg({ ...result, ranked: false, rank: null, percentile: null }, 'Ballpark');
    expect(svg).toContain('Intermediate · Practice (not ranked)');
    expect(svg).not.toMatch(/#\d+ of/);
  });

  it('renders a 1200x630 PNG', () => {
    const png = renderShareCardPng(result, 'Ballpark');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
