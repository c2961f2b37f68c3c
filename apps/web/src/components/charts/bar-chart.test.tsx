import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

const format = new Intl.NumberFormat('es');

describe('BarChart', () => {
  it('gives its data as a table under its caption before the drawing has loaded, the drawing hidden from assistive technology', () => {
    const html = renderToString(
      <BarChart
        title="Partidos por semana"
        data={[
          { label: '16 nov', value: 1234 },
          { label: '23 nov', value: 5 },
        ]}
        labelHeader="Semana del"
        valueHeader="Partidos"
        formatValue={(value) => format.format(value)}
        language="es"
      />,
    );
    expect(html).toContain('<figcaption');
    expect(html).toContain('Partidos por semana</figcaption>');
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><!--\$\?-->|<div aria-hidden="true"/);
    expect(html).toContain('<th scope="col">Semana del</th><th scope="col">Partidos</th>');
    expect(html).toContain('<th scope="row">16 nov</th><td>1234</td>');
    expect(html).toContain('<th scope="row">23 nov</th><td>5</td>');
  });
});
