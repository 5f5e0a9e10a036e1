import { monthName, numberWord } from './english-words';

it('names months in full or short, and small whole numbers in words', () => {
  expect([monthName(1), monthName(10, { short: true })]).toEqual(['January', 'Oct']);
  expect([0, 3, 10].map(numberWord)).toEqual(['no', 'three', 'ten']);
  expect([11, 1.5].map(numberWord)).toEqual(['11', '1.5']);
});
