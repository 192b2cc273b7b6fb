import { checkTicket, issueTicket, TICKET_MS } from './lookup-ticket';

const reader = (query: Record<string, string>) => (name: string) => query[name] ?? null;

describe('the way back from a 办件进度查询 to its page', () => {
  const now = Date.parse('2026-11-28T08:00:00Z');

  it('vouches for the receipt number it was issued for, for ten minutes', () => {
    const ticket = issueTicket('SY-20261128-0001', now);
    expect(checkTicket(reader(ticket), now)).toBe('SY-20261128-0001');
    expect(checkTicket(reader(ticket), now + TICKET_MS - 1000)).toBe('SY-20261128-0001');
    expect(checkTicket(reader(ticket), now + TICKET_MS + 1000)).toBeNull();
  });

  it('vouches for nothing when the number, the expiry or the digest was changed', () => {
    const ticket = issueTicket('SY-20261128-0001', now);
    expect(checkTicket(reader({ ...ticket, receiptNo: 'SY-20261128-0002' }), now)).toBeNull();
    expect(checkTicket(reader({ ...ticket, until: String(Number(ticket.until) + 600) }), now)).toBeNull();
    expect(checkTicket(reader({ ...ticket, sig: ticket.sig.slice(1) }), now)).toBeNull();
    expect(checkTicket(reader({ receiptNo: 'SY-20261128-0001' }), now)).toBeNull();
  });

  it('carries no name or mobile, only the receipt, an expiry and a digest', () => {
    expect(Object.keys(issueTicket('PS-20261128-0003', now)).sort()).toEqual(['receiptNo', 'sig', 'until']);
  });
});
