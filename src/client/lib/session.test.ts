import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberUser, useSession } from './session.js';

const ADA = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('rememberUser', () => {
  it('writes the last user only when it changes, and forgets it when there is none', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    rememberUser(ADA);
    rememberUser(ADA);
    expect(setItem).toHaveBeenCalledTimes(1);
    rememberUser({ ...ADA, lastName: 'King' });
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('last-session-user')).toContain('King');
    rememberUser(undefined);
    expect(localStorage.getItem('last-session-user')).toBeNull();
  });
});

describe('useSession', () => {
  it('starts on the remembered user when the network goes after the page started, the session never answering', () => {
    rememberUser(ADA);
    // The session is asked for and no answer comes (the request hangs as the network goes).
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toEqual({ status: 'loading', user: undefined });
    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toEqual({ status: 'authenticated', user: ADA });
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toEqual({ status: 'loading', user: undefined });
  });
});
