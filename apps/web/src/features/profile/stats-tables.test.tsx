import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../lib/i18n';
import { BreakdownTable } from './stats-tables';

const rival = (i: number) => ({ id: `u${i}`, name: `Rival ${i}`, played: 3, won: 2, lost: 1, winPercent: 200 / 3 });

/** The table as the Stats tab renders it, without React's text separators. */
function tableHtml(props: Parameters<typeof BreakdownTable>[0]): string {
  return renderToString(<BreakdownTable {...props} />).replaceAll('<!-- -->', '');
}

const footOf = (html: string) => html.slice(html.indexOf('<tfoot'), html.indexOf('</tfoot>'));

beforeAll(async () => {
  await changeLanguage('es');
  await loadNamespace('account');
});

describe('BreakdownTable', () => {
  it('shows the groups not listed as the last row, named by how many they are, with their figures', () => {
    const others = { played: 23456, won: 11400, lost: 11400, drawn: 656, winPercent: 48.6, groups: 12345 };
    const html = tableHtml({ kind: 'againstOpponents', rows: [rival(1), rival(2)], others });
    expect(html.match(/<tr>/g)).toHaveLength(4); // the header, two groups, the others
    const foot = footOf(html);
    expect(foot).toContain('<th scope="row"');
    expect(foot).toContain('>Otros 12.345 rivales</th>');
    expect(foot).toContain(`>${new Intl.NumberFormat('es').format(23456)}</td>`);
    expect(foot).toContain(`>${new Intl.NumberFormat('es', { style: 'percent' }).format(0.49)}</td>`);
    expect(tableHtml({ kind: 'byPartner', rows: [rival(1)], others: { ...others, groups: 1 } })).toContain(
      '>Otra pareja</th>',
    );
  });

  it('names a single other group in English, and has no last row when every group is listed', async () => {
    await changeLanguage('en');
    const others = { played: 1, won: 1, lost: 0, drawn: 0, winPercent: 100, groups: 1 };
    expect(footOf(tableHtml({ kind: 'byClub', rows: [rival(1)], others }))).toContain('>1 other club</th>');
    expect(tableHtml({ kind: 'byClub', rows: [rival(1)], others: null })).not.toContain('<tfoot');
  });
});
