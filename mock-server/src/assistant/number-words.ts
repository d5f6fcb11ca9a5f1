/** Numbers a question may write as words ('the top five', 'the last three months'): one table for every reader. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/** The words as a regular expression's alternatives. */
export const NUMBER_WORD_ALTERNATIVES = Object.keys(NUMBER_WORDS).join('|');

/** A number written in digits or as one of the words; NaN for anything else. */
export const numberFromText = (text: string): number => NUMBER_WORDS[text] ?? Number(text);
