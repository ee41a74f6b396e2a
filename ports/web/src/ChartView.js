// A chart (spec/render-snapshot.md §2.1 chart): its title, an SVG drawing of the points
// (bars, pie slices or a line) whose kind is its `aria-roledescription`, and a legend
// that shows each point's label, value and colour swatch.

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 300;
const HEIGHT = 120;
const SERIES = ['#007aff', '#34c759', '#ff9500', '#af52de', '#ff3b30', '#5ac8fa'];

/**
 * @typedef {{label: string, value: number, color: string | null}} PointValues
 */

/**
 * @param {HTMLElement} view the chart's node element
 * @param {Record<string, any>} values
 * @param {Document} document
 * @param {(point: PointValues, item: HTMLElement) => void} paintPoint
 */
export function renderChart(view, values, document, paintPoint) {
  if (values.title !== null) {
    const caption = document.createElement('figcaption');
    caption.className = 'rp-chart-title';
    caption.textContent = values.title;
    view.append(caption);
  }
  /** @type {PointValues[]} */
  const points = values.data.map((/** @type {{values: PointValues}} */ record) => record.values);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-roledescription', `${values.variant} chart`);
  const magnitudes = points.map((point) => (Number.isFinite(point.value) ? Math.abs(point.value) : 0));
  const largest = Math.max(0, ...magnitudes) || 1;
  if (values.variant === 'bar') drawBars(svg, magnitudes, largest, document);
  else if (values.variant === 'pie') drawPie(svg, magnitudes, document);
  else drawLine(svg, magnitudes, largest, document);
  view.append(svg);
  const legend = document.createElement('ul');
  legend.className = 'rp-legend';
  for (const point of points) {
    const item = document.createElement('li');
    item.dataset.rp = 'point';
    item.className = 'rp-point';
    item.append(part(document, 'rp-swatch', null), part(document, 'rp-point-label', point.label),
      part(document, 'rp-point-value', String(point.value)));
    paintPoint(point, item);
    legend.append(item);
  }
  view.append(legend);
}

/**
 * @param {SVGElement} svg
 * @param {number[]} magnitudes
 * @param {number} largest
 * @param {Document} document
 */
function drawBars(svg, magnitudes, largest, document) {
  const slot = WIDTH / Math.max(magnitudes.length, 1);
  magnitudes.forEach((magnitude, index) => {
    const height = (magnitude / largest) * (HEIGHT - 4);
    svg.append(shape(document, 'rect', { x: index * slot + slot * 0.15, y: HEIGHT - height, width: slot * 0.7, height, rx: 3, fill: SERIES[index % SERIES.length] }));
  });
}

/**
 * @param {SVGElement} svg
 * @param {number[]} magnitudes
 * @param {Document} document
 */
function drawPie(svg, magnitudes, document) {
  const total = magnitudes.reduce((sum, magnitude) => sum + magnitude, 0) || 1;
  const [cx, cy, r] = [WIDTH / 2, HEIGHT / 2, HEIGHT / 2 - 4];
  let angle = -Math.PI / 2;
  magnitudes.forEach((magnitude, index) => {
    const sweep = Math.min((magnitude / total) * 2 * Math.PI, 2 * Math.PI - 1e-6);
    const [x0, y0] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    angle += sweep;
    const [x1, y1] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    const d = `M ${cx} ${cy} L ${x0} ${y0} A ${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x1} ${y1} Z`;
    svg.append(shape(document, 'path', { d, fill: SERIES[index % SERIES.length] }));
  });
}

/**
 * @param {SVGElement} svg
 * @param {number[]} magnitudes
 * @param {number} largest
 * @param {Document} document
 */
function drawLine(svg, magnitudes, largest, document) {
  const step = WIDTH / Math.max(magnitudes.length - 1, 1);
  const points = magnitudes.map((magnitude, index) => `${index * step},${HEIGHT - 2 - (magnitude / largest) * (HEIGHT - 4)}`).join(' ');
  svg.append(shape(document, 'polyline', { points, fill: 'none', stroke: SERIES[0], 'stroke-width': 2 }));
}

/**
 * @param {Document} document
 * @param {string} tag
 * @param {Record<string, string | number>} attributes computed numbers and constants only
 * @returns {SVGElement}
 */
function shape(document, tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/**
 * @param {Document} document
 * @param {string} className
 * @param {string | null} text
 * @returns {HTMLElement}
 */
function part(document, className, text) {
  const span = document.createElement('span');
  span.className = className;
  if (text !== null) span.textContent = text;
  return span;
}
