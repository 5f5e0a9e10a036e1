import { hashString, mulberry32, pick } from '../../platform/seeded-random';
import { monthName, numberWord } from '../listing/listing-words';

/** The facts of one King County sale that its description is written from. */
export interface SaleFacts {
  parcelId: string;
  noun: 'house' | 'townhouse';
  bedrooms: number;
  bathrooms: number;
  floorAreaSqft: number;
  lotAreaSqft: number | null;
  floors: number;
  waterfront: boolean;
  /** 0 to 4. */
  view: number;
  /** 1 to 5. */
  condition: number;
  /** King County building grade, 1 to 13. */
  grade: number;
  yearBuilt: number | null;
  yearRenovated: number | null;
  /** A neighbourhood or city name. */
  area: string;
  city: string;
  /** YYYY-MM-DD. */
  saleDate: string;
}

const VIEW = ['', 'a modest', 'an average', 'a good', 'an excellent'];
const CONDITION = ['', 'poor', 'fair', 'average', 'good', 'very good'];
// King County assessor building grades; 1 to 3 fall short of minimum building standards.
const GRADE = [
  '',
  'substandard',
  'substandard',
  'substandard',
  'low',
  'fair',
  'low average',
  'average',
  'good',
  'better',
  'very good',
  'excellent',
  'luxury',
  'mansion',
];

const formatInt = (n: number) => n.toLocaleString('en-US');
const count = (n: number, word: string) => `${numberWord(n)} ${word}${n === 1 ? '' : 's'}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function levels(floors: number): string {
  if (floors === 1) return 'single-level';
  if (floors === 1.5) return 'one-and-a-half-story';
  return `${numberWord(floors)}-story`;
}

function age(facts: SaleFacts, rng: () => number): string | null {
  const { yearBuilt, yearRenovated } = facts;
  if (!yearBuilt) return yearRenovated ? `Renovated in ${yearRenovated}.` : null;
  const renovated = yearRenovated ? `, renovated in ${yearRenovated}` : '';
  if (Number(facts.saleDate.slice(0, 4)) - yearBuilt <= 1) return `Newly built in ${yearBuilt}.`;
  if (yearBuilt < 1940) return `An older home, built in ${yearBuilt}${renovated}.`;
  return pick(rng, [`Built in ${yearBuilt}${renovated}.`, `It dates from ${yearBuilt}${renovated}.`]);
}

/**
 * A description written from the record's facts only (never its price), in one of several shapes so that a game
 * of these homes does not read like one template. The same record always gets the same text.
 */
export function describeSale(facts: SaleFacts): string {
  const rng = mulberry32(hashString(facts.parcelId));
  const rooms = `${count(facts.bedrooms, 'bedroom')} and ${count(facts.bathrooms, 'bathroom')}`;
  const size = `${formatInt(facts.floorAreaSqft)} sq ft`;
  const lot = facts.lotAreaSqft ? `${formatInt(facts.lotAreaSqft)} sq ft` : null;
  const kind = `${levels(facts.floors)} ${facts.noun}`;

  const opener = pick(rng, [
    `A ${kind} in ${facts.area} with ${rooms}.`,
    `${capitalise(rooms)} in a ${kind} in ${facts.area}.`,
    `This ${kind} in ${facts.area} has ${rooms} and ${size} of living space.`,
  ]);
  const sizeSentence = opener.includes(size)
    ? lot && pick(rng, [`It stands on a ${lot} lot.`, `The lot measures ${lot}.`])
    : pick(rng, [
        `${size} of living space${lot ? ` on a ${lot} lot` : ''}.`,
        `It offers ${size} inside${lot ? `, and the lot is ${lot}` : ''}.`,
      ]);

  const setting: string[] = [];
  if (facts.waterfront) setting.push(pick(rng, ['It sits right on the waterfront.', 'A waterfront property.']));
  if (facts.view > 0)
    setting.push(
      pick(rng, [
        `The assessor rated its view ${VIEW[facts.view].split(' ')[1]} (${facts.view} of 4).`,
        `It has ${VIEW[facts.view]} view (${facts.view} of 4).`,
      ]),
    );

  const quality = [
    facts.condition <= 2
      ? `Recorded in ${CONDITION[facts.condition]} condition (${facts.condition} of 5): expect work to do.`
      : facts.condition >= 4
        ? `Kept in ${CONDITION[facts.condition]} condition (${facts.condition} of 5).`
        : `Condition rated average (3 of 5).`,
    `Building grade ${facts.grade} of 13 (${GRADE[facts.grade]}).`,
  ];
  if (rng() < 0.5) quality.reverse();

  const year = age(facts, rng);
  const [saleYear, saleMonth] = facts.saleDate.split('-').map(Number);
  const closer = pick(rng, [
    `Sold in ${monthName(saleMonth)} ${saleYear}.`,
    `The sale was recorded in ${monthName(saleMonth)} ${saleYear}.`,
    `${facts.area === facts.city ? facts.city : `${facts.area}, ${facts.city}`}; sold ${monthName(saleMonth)} ${saleYear}.`,
  ]);

  return [opener, sizeSentence, ...setting, year, ...quality, closer].filter(Boolean).join(' ');
}
