import { readCookie } from './read-cookie';

describe('readCookie', () => {
  it('finds the signed-in marker among other cookies, whatever the spacing', () => {
    expect(readCookie('login', 'elderly=1;login=true; showNumber=138****8000')).toBe('true');
    expect(readCookie('showNumber', 'elderly=1;login=true; showNumber=138****8000')).toBe('138****8000');
  });

  it('does not mistake a cookie whose name merely ends with the name asked for', () => {
    expect(readCookie('login', 'autologin=true')).toBeUndefined();
  });

  it('decodes percent-encoded values and keeps malformed ones as they are', () => {
    expect(readCookie('showNumber', 'showNumber=138%2A%2A%2A%2A8000')).toBe('138****8000');
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'login=true; path=/';
    expect(readCookie('login')).toBe('true');
    document.cookie = 'login=; path=/; max-age=0';
    expect(readCookie('login')).toBeUndefined();
  });
});
