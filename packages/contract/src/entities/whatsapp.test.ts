import { whatsappChangeBodySchema } from '../endpoints/account-changes';
import { formatWhatsapp, normalizeWhatsapp, whatsappProblem } from './whatsapp';

describe('Brazilian WhatsApp numbers', () => {
  it.each([
    ['+55 (11) 91234-5678', '5511912345678'],
    ['11912345678', '5511912345678'],
    ['5511912345678', '5511912345678'],
    ['(99) 99999-0000', '5599999990000'],
  ])('accepts %s as %s', (input, e164) => {
    expect(whatsappProblem(input)).toBeNull();
    expect(normalizeWhatsapp(input)).toBe(e164);
  });

  it.each([
    ['(20) 91234-5678', 'ddd'],
    ['(10) 91234-5678', 'ddd'],
    ['(11) 3123-4567', 'not_mobile'],
    ['(11) 81234-5678', 'not_mobile'],
    ['11 9123', 'incomplete'],
    ['', 'incomplete'],
    ['+55 (11) 91234-56789', 'incomplete'],
  ])('refuses %s (%s)', (input, problem) => {
    expect(whatsappProblem(input)).toBe(problem);
    expect(normalizeWhatsapp(input)).toBeNull();
    expect(whatsappChangeBodySchema.safeParse({ whatsapp: input }).success).toBe(false);
  });

  it('masks what is typed so far as +55 (11) 91234-5678', () => {
    expect(formatWhatsapp('')).toBe('');
    expect(formatWhatsapp('1')).toBe('+55 (1');
    expect(formatWhatsapp('119')).toBe('+55 (11) 9');
    expect(formatWhatsapp('1191234')).toBe('+55 (11) 91234');
    expect(formatWhatsapp('11912345678')).toBe('+55 (11) 91234-5678');
    expect(formatWhatsapp('+55 (11) 91234-56789')).toBe('+55 (11) 91234-5678');
    expect(formatWhatsapp('5511912345678')).toBe('+55 (11) 91234-5678');
    // Typing into the masked field: its own "+55" is not part of the number.
    expect(formatWhatsapp('+55 (11')).toBe('+55 (11');
    expect(formatWhatsapp('+55 (55) 9')).toBe('+55 (55) 9');
    expect(formatWhatsapp('+55 (5')).toBe('+55 (5');
    // Deleting back to the prefix empties the field.
    expect(formatWhatsapp('+55 (')).toBe('');
  });

  it('masks a landline as +55 (11) 3456-7890, progressively, and a mobile as 93456-7890', () => {
    expect(formatWhatsapp('113')).toBe('+55 (11) 3');
    expect(formatWhatsapp('113456')).toBe('+55 (11) 3456');
    expect(formatWhatsapp('1134567')).toBe('+55 (11) 3456-7');
    expect(formatWhatsapp('1134567890')).toBe('+55 (11) 3456-7890');
    // A landline has 8 digits: a ninth is dropped, never turned into 34567-890.
    expect(formatWhatsapp('11345678901')).toBe('+55 (11) 3456-7890');
    expect(formatWhatsapp('+55 (11) 3456-78901')).toBe('+55 (11) 3456-7890');
    // A mobile: 9 digits, 5 before the dash, at every length.
    expect(formatWhatsapp('1193456')).toBe('+55 (11) 93456');
    expect(formatWhatsapp('11934567')).toBe('+55 (11) 93456-7');
    expect(formatWhatsapp('11934567890')).toBe('+55 (11) 93456-7890');
    // Re-formatting the masked value changes nothing.
    expect(formatWhatsapp('+55 (11) 3456-7890')).toBe('+55 (11) 3456-7890');
    expect(formatWhatsapp('+55 (11) 93456-7890')).toBe('+55 (11) 93456-7890');
  });
});
