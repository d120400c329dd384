import { describe, expect, it } from 'vitest';
import { bellLabel, internalPath, unreadBadgeText } from './notification-display';

describe('unreadBadgeText', () => {
  it('is empty without unread notifications', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(-1)).toBe('');
  });
  it('shows the number up to 9, then 9+', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
  });
});

describe('bellLabel', () => {
  it('says how many are unread, with the exact number', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(42)).toBe('Notifications, 42 unread');
  });
});

describe('internalPath', () => {
  it('keeps paths of the app', () => {
    expect(internalPath('/tickets?ticket=5b0c')).toBe('/tickets?ticket=5b0c');
    expect(internalPath('/tickets')).toBe('/tickets');
  });
  it('refuses anything that leaves the app', () => {
    expect(internalPath(null)).toBeNull();
    expect(internalPath('')).toBeNull();
    expect(internalPath('https://example.com/x')).toBeNull();
    expect(internalPath('//example.com/x')).toBeNull();
    expect(internalPath('/\\example.com')).toBeNull();
    expect(internalPath('javascript:alert(1)')).toBeNull();
  });
});
