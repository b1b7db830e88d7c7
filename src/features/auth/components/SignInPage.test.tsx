import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, page } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { SignInPage } from './SignInPage';

afterEach(() => vi.unstubAllGlobals());

describe('SignInPage', () => {
  it('offers each provider the service lists, keeping where to return', async () => {
    fakeApi(on('GET', '/api/auth/providers', () => page([{ id: 'dev', name: 'Development sign-in' }])));
    renderInApp(<SignInPage />, { at: '/sign-in?returnTo=%2Flicenses' });
    const link = await screen.findByRole('link', { name: 'Sign in with Development sign-in' });
    expect(link.getAttribute('href')).toContain('returnTo=%2Flicenses');
  });

  it('says so when no way to sign in is set up, instead of an empty list', async () => {
    fakeApi(on('GET', '/api/auth/providers', () => page([])));
    renderInApp(<SignInPage />, { at: '/sign-in' });
    expect(await screen.findByText(/No way to sign in is set up for this workspace/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
