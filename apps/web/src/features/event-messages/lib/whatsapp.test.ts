import { describe, expect, it } from 'vitest';
import { whatsAppLink } from './whatsapp';

describe('whatsAppLink', () => {
  it('links an Egyptian mobile, however it was typed, with the reference in the Arabic text', () => {
    for (const typed of ['01012345678', '+201012345678', '00201012345678', '010 1234 5678', '201012345678']) {
      const link = whatsAppLink(typed, 'K7M2PQ');
      expect(link, typed).toMatch(/^https:\/\/wa\.me\/201012345678\?text=/);
      expect(decodeURIComponent(link!.split('text=')[1]!)).toContain('K7M2PQ');
    }
  });

  it('offers no link for an InstaPay address, a landline or nothing', () => {
    for (const typed of ['mona@instapay', '0225550123', '0131234567', '', null, undefined]) {
      expect(whatsAppLink(typed, 'K7M2PQ'), String(typed)).toBeUndefined();
    }
  });
});
