import { describe, expect, it } from 'vitest';
import { mailboxKey, sameMailbox } from './mailbox-key';

describe('mailboxKey: the mailbox an address reaches', () => {
  it('is one key for the forms of one Gmail mailbox', () => {
    const forms = [
      'waiter@gmail.com',
      'Wait.Er@Gmail.com',
      'w.a.i.t.e.r@gmail.com',
      'waiter+1@gmail.com',
      'waiter@googlemail.com',
      'WAITER+promo.x@GoogleMail.com',
    ];
    for (const form of forms) expect(mailboxKey(form), form).toBe('waiter@gmail.com');
    expect(sameMailbox('s.calper@gmail.com', 'scalper+2@gmail.com')).toBe(true);
  });

  it('keeps dots elsewhere, and tells different mailboxes apart', () => {
    expect(mailboxKey('Mona.Hassan+events@Example.com')).toBe('mona.hassan@example.com');
    expect(sameMailbox('mona.hassan@example.com', 'monahassan@example.com')).toBe(false);
    expect(sameMailbox('waiter@gmail.com', 'waiter@gmail.co')).toBe(false);
    expect(sameMailbox('waiter@gmail.com', 'waiters@gmail.com')).toBe(false);
  });
});
