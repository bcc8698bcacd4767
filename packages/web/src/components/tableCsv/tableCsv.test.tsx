// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { csvOfRows } from '@darts/core/openData/csv';
import { tableContent } from './tableCsv';

const table = (name: string) => screen.getByRole('table', { name }) as HTMLTableElement;

describe('a table as the page shows it, as CSV', () => {
  it('heads its columns by their full words and keeps numbers as numbers', () => {
    render(
      <table>
        <caption>Season by season</caption>
        <thead>
          <tr>
            <th>Season</th>
            <th title="3-dart average">Avg</th>
            <th title="Leg difference">+/-</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th>Winter 2026</th>
            <td>98.70</td>
            <td>-5</td>
          </tr>
          <tr>
            <th>
              Summer <span>2026</span>
            </th>
            <td>-</td>
            <td>12</td>
          </tr>
        </tbody>
      </table>,
    );
    const content = tableContent(table('Season by season'), 'Season by season');
    expect(content).toEqual({
      header: ['Season', '3-dart average', 'Leg difference'],
      rows: [
        ['Winter 2026', 98.7, -5],
        ['Summer 2026', '-', 12],
      ],
    });
    expect(csvOfRows(content.header, content.rows)).toBe(
      '\ufeffSeason,3-dart average,Leg difference\nWinter 2026,98.7,-5\nSummer 2026,-,12\n',
    );
  });

  it('names the table in its empty corner, or in the header a table without a head lacks', () => {
    render(
      <>
        <table>
          <caption>In their meeting</caption>
          <thead>
            <tr>
              <td />
              <th>Ann</th>
              <th>Bob</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th>Legs won</th>
              <td>3</td>
              <td>1</td>
            </tr>
          </tbody>
        </table>
        <table>
          <caption>Career</caption>
          <tbody>
            <tr>
              <th>Matches played</th>
              <td>2</td>
            </tr>
            <tr>
              <td colSpan={2}>From every match</td>
            </tr>
          </tbody>
        </table>
      </>,
    );
    expect(tableContent(table('In their meeting'), 'In their meeting')).toEqual({
      header: ['In their meeting', 'Ann', 'Bob'],
      rows: [['Legs won', 3, 1]],
    });
    expect(tableContent(table('Career'), 'Career')).toEqual({
      header: ['Career', ''],
      rows: [
        ['Matches played', 2],
        ['From every match', ''],
      ],
    });
  });

  it("leaves out the screen's own cells and rows: a Details switch's column and the row it opened", () => {
    render(
      <table>
        <caption>Leg statistics</caption>
        <thead>
          <tr>
            <th>Leg</th>
            <th>Darts</th>
            <th data-csv-omit>Details</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th>1</th>
            <td>15</td>
            <td data-csv-omit>
              <input type="checkbox" aria-label="Details" />
              Details
            </td>
          </tr>
          <tr data-csv-omit>
            <td colSpan={3}>140 100 100 100 61</td>
          </tr>
          <tr>
            <th>2</th>
            <td>18</td>
            <td data-csv-omit>Details</td>
          </tr>
        </tbody>
      </table>,
    );
    expect(tableContent(table('Leg statistics'), 'Leg statistics')).toEqual({
      header: ['Leg', 'Darts'],
      rows: [
        [1, 15],
        [2, 18],
      ],
    });
  });

  it('repeats a cell that spans rows in each of them, so no later cell slips into its column', () => {
    render(
      <table>
        <caption>Match report</caption>
        <thead>
          <tr>
            <th rowSpan={2}>Match</th>
            <th colSpan={2}>Alice</th>
          </tr>
          <tr>
            <th>Leg</th>
            <th>Darts</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td rowSpan={2}>A1</td>
            <td>1</td>
            <td>15</td>
          </tr>
          <tr>
            <td>2</td>
            <td>18</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>Total darts</td>
            <td>33</td>
          </tr>
        </tfoot>
      </table>,
    );
    expect(tableContent(table('Match report'), 'Match report')).toEqual({
      header: ['Match', 'Leg', 'Darts'],
      rows: [
        ['A1', 1, 15],
        ['A1', 2, 18],
        ['Total darts', '', 33],
      ],
    });
  });
});
