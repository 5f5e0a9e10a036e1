/** What "practice" means, said the same way wherever a practice session is shown. */
export const PRACTICE_EXPLANATION =
  "You had seen the price of at least one of these homes before this game, so it is practice: scored as usual, but it doesn't enter the leaderboard.";

/** The label of a practice session (GAME-RULES "Ranked or practice"). */
export function PracticeBadge() {
  return (
    <span className="practice-badge" title={PRACTICE_EXPLANATION}>
      Practice
    </span>
  );
}
