import {
  bySex,
  counted,
  elideBeforeNames,
  frenchOf,
  frenchThat,
  namesItsKind,
  stagePhrase,
} from '@stages/contracts';
import { describe, expect, it } from 'vitest';

const nbsp = '\u00a0';

describe('The phrase that names a stage', () => {
  it('puts the word for a camp before a name that does not say it', () => {
    expect(stagePhrase('fr', 'Cirque et jonglerie')).toBe(
      `le stage «${nbsp}Cirque et jonglerie${nbsp}»`,
    );
    expect(stagePhrase('fr', 'Cirque', 'to')).toBe(`au stage «${nbsp}Cirque${nbsp}»`);
    expect(stagePhrase('fr', 'Cirque', 'of')).toBe(`du stage «${nbsp}Cirque${nbsp}»`);
    expect(stagePhrase('en', 'Circus', 'to')).toBe('the camp “Circus”');
    expect(stagePhrase('nl', 'Circus', 'of')).toBe('het kamp “Circus”');
  });

  it('names alone, in quotes, a stage whose name begins with the word', () => {
    expect(stagePhrase('fr', 'Stage cirque')).toBe(`«${nbsp}Stage cirque${nbsp}»`);
    expect(stagePhrase('fr', 'Stage cirque', 'to')).toBe(`à «${nbsp}Stage cirque${nbsp}»`);
    expect(stagePhrase('fr', 'Kamp aan zee', 'of')).toBe(`de «${nbsp}Kamp aan zee${nbsp}»`);
    expect(stagePhrase('en', 'Camp Nature')).toBe('“Camp Nature”');
    expect(stagePhrase('nl', 'Stage théâtre')).toBe('“Stage théâtre”');
    expect(stagePhrase('nl', 'Zomerkamp Ardennen')).toBe('“Zomerkamp Ardennen”');
  });

  it.each([
    ['Stage cirque', true],
    ['stages d’été', true],
    ['KAMP Zee', true],
    ['Kampen aan zee', true],
    ['Camps nature', true],
    ['Mini-stage poney', true],
    ['Zomerkamp', true],
    ['  Stage  ', true],
    ['Cirque', false],
    ['Campagne et forêt', false],
    ['Stagiaires en herbe', false],
    ['Kampvuur en sterren', false],
    ['Poney stage', false],
    ['', false],
  ])('“%s” begins with the word for a camp: %s', (name, expected) => {
    expect(namesItsKind(name)).toBe(expected);
  });
});

describe('Counts', () => {
  it('take the singular for 0 and 1 in French, for 1 only in English and Dutch', () => {
    expect([0, 1, 2].map((count) => counted('fr', count, 'jour', 'jours'))).toEqual([
      '0 jour',
      '1 jour',
      '2 jours',
    ]);
    expect([0, 1, 2].map((count) => counted('en', count, 'day', 'days'))).toEqual([
      '0 days',
      '1 day',
      '2 days',
    ]);
    expect([0, 1, 2].map((count) => counted('nl', count, 'dag', 'dagen'))).toEqual([
      '0 dagen',
      '1 dag',
      '2 dagen',
    ]);
    expect(counted('fr', 1_000_000, 'jour', 'jours')).toBe('1000000 jours');
  });
});

describe('French words before a name', () => {
  it.each([
    ['Alice', 'd’Alice', 'qu’Alice'],
    ['Élodie', 'd’Élodie', 'qu’Élodie'],
    ['Hugo', 'd’Hugo', 'qu’Hugo'],
    ['Yves', 'd’Yves', 'qu’Yves'],
    ['Yasmine', 'de Yasmine', 'que Yasmine'],
    ['Noor', 'de Noor', 'que Noor'],
  ])('%s: %s, %s', (name, of, that) => {
    expect(frenchOf(name)).toBe(of);
    expect(frenchThat(name)).toBe(that);
  });

  it('write the apostrophe a text asks for', () => {
    expect(frenchOf('Alice', "'")).toBe("d'Alice");
    expect(frenchThat('Alice', "'")).toBe("qu'Alice");
    expect(elideBeforeNames("Accepter l'inscription de Arthur ?", ['Arthur'])).toBe(
      "Accepter l'inscription d'Arthur ?",
    );
    expect(elideBeforeNames('L’inscription de Arthur', ['Arthur'])).toBe('L’inscription d’Arthur');
  });

  it('elide only before the names put into a sentence', () => {
    expect(elideBeforeNames('La fiche de Emma est enregistrée', ['Emma'])).toBe(
      'La fiche d’Emma est enregistrée',
    );
    expect(elideBeforeNames('Facture de Émile et de Noor', ['Émile', 'Noor', 3])).toBe(
      'Facture d’Émile et de Noor',
    );
    // "de" inside a word, or before a word that is not one of the names, stays.
    expect(elideBeforeNames('Monde de Anvers pour Emma', ['Emma'])).toBe(
      'Monde de Anvers pour Emma',
    );
    expect(elideBeforeNames('Parce que Ilse part, Jade aussi', ['Ilse'])).toBe(
      'Parce qu’Ilse part, Jade aussi',
    );
  });
});

describe('Words that agree with a child', () => {
  it('take the form of the child’s sex, and the neutral one when none is known', () => {
    const forms = { male: 'inscrit', female: 'inscrite', other: 'inscription' };
    expect(bySex('male', forms)).toBe('inscrit');
    expect(bySex('female', forms)).toBe('inscrite');
    expect(bySex('other', forms)).toBe('inscription');
    expect(bySex(null, forms)).toBe('inscription');
  });
});
