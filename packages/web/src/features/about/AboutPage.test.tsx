import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSite } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

describe('about page', () => {
  it('falls back to the organisers when no custodians are configured', async () => {
    fakeFetch({ 'GET /api/Site': { body: buildSite({ name: 'Riverside League', email: null }) } });
    renderApp('/about');
    expect(
      await screen.findByText(
        "The league's data and this site are looked after by the organisers of Riverside League.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Website:/)).toBeNull();
  });

  it('shows purpose, custodians, website, licence, policies, build and the visitor’s browser', async () => {
    fakeFetch({
      'GET /api/Site': {
        body: buildSite({
          name: 'Riverside League',
          website: 'https://riverside.example/',
          custodians: ['Alex Archer', 'Bea Bull'],
          build: {
            branch: 'main',
            version: 'abcdef0123456789',
            date: '2025-03-04T05:06:00Z',
            prName: null,
            prNumber: null,
          },
        }),
      },
    });
    renderApp('/about');

    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Purpose' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Custodians' })).toBeTruthy();
    expect(await screen.findByText('Alex Archer')).toBeTruthy();
    const custodians = within(screen.getByRole('region', { name: 'Custodians' }));
    expect(custodians.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Alex Archer',
      'Bea Bull',
    ]);
    expect(custodians.getByRole('link', { name: 'league@example.com' }).getAttribute('href')).toBe(
      'mailto:league@example.com',
    );
    expect(custodians.getByRole('link', { name: /riverside\.example/ }).getAttribute('href')).toBe(
      'https://riverside.example/',
    );
    expect(screen.getByText(/Apache-2.0/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy.html',
    );
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe(
      '/terms-of-service.html',
    );
    expect(await screen.findByText('abcdef0123456789')).toBeTruthy();
    expect(screen.getByText('main')).toBeTruthy();
    expect(screen.getByText(navigator.userAgent)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('About – Riverside League'));
  });
});
