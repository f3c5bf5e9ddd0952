import { describe, expect, it } from 'vitest';
import { ADMISSION_OUTCOMES, decideAdmission, syncOutcomeOf } from './admission';
import { ADMISSION_CASES, admissionInputOf, OFFLINE_OUTCOMES } from './admission-cases';

const world = {
  doorEvent: { id: '0b9c3d7e-5a61-4c2f-9a43-1f0e8d6b2a10', name: 'ليلة الإنشاد' },
  otherEvent: { id: '6f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f', name: 'معرض الكتاب' },
  admission: { at: '2026-05-01T17:02:00.000Z', by: { username: 'door-a' } },
  at: '2026-05-01T17:30:00.000Z',
};

describe('the door rule, case by case', () => {
  it.each(ADMISSION_CASES)('$name: $expected', (c) => {
    const decision = decideAdmission(admissionInputOf(c, world));
    expect(decision.outcome).toBe(c.expected);
    // With what the door shows for it.
    if (decision.outcome === 'admit') expect(decision.checkedInAt).toBe(world.at);
    if (decision.outcome === 'other-event') expect(decision.eventName).toBe(world.otherEvent.name);
    if (decision.outcome === 'already-admitted') {
      expect(decision).toEqual({
        outcome: 'already-admitted',
        checkedInAt: world.admission.at,
        checkedInBy: world.admission.by,
      });
    }
  });

  it('has a case for every outcome of its list', () => {
    const covered = new Set(ADMISSION_CASES.map((c) => c.expected));
    expect(ADMISSION_OUTCOMES.filter((outcome) => !covered.has(outcome))).toEqual([]);
  });

  it('compares event ids as the database does, whatever their case', () => {
    const [admit] = ADMISSION_CASES;
    const input = admissionInputOf(admit!, world);
    expect(decideAdmission({ ...input, doorEventId: world.doorEvent.id.toUpperCase() }).outcome).toBe(
      'admit',
    );
  });

  it('gives an offline scan one of its three outcomes', () => {
    for (const c of ADMISSION_CASES) {
      expect(syncOutcomeOf(decideAdmission(admissionInputOf(c, world))), c.name).toBe(
        OFFLINE_OUTCOMES[c.expected],
      );
    }
  });
});
