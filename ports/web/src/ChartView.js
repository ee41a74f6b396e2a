// A chart (spec/render-snapshot.md §2.1 chart): its title, an SVG drawing of the points
// (bars, pie slices or a line) whose kind is its `aria-roledescription`, and a legend
// that shows each point's label, value and colour swatch. A point's mark and its swatch
// have one colour: the point's own, or else the series colour of its place.
import { cssColor, COLOR_TARGETS, SERIES } from './Palette.js';
import { setText } from './TextBreaking.js';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 300;
const HEIGHT = 120;

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
    setText(caption, values.title);
    view.append(caption);
  }
  /** @type {PointValues[]} */
  const points = values.data.map((/** @type {{values: PointValues}} */ record) => record.values);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-roledescription', `${values.variant} chart`);
  const magnitudes = points.map((point) => (Number.isFinite(point.value) ? Math.abs(point.value) : 0));
  const colors = points.map(pointColor);
  const largest = Math.max(0, ...magnitudes) || 1;
  if (values.variant === 'bar') drawBars(svg, magnitudes, colors, largest, document);
  else if (values.variant === 'pie') drawPie(svg, magnitudes, colors, document);
  else drawLine(svg, magnitudes, colors, largest, document);
  view.append(svg);
  const legend = document.createElement('ul');
  legend.className = 'rp-legend';
  points.forEach((point, index) => {
    const item = document.createElement('li');
    item.dataset.rp = 'point';
    item.className = 'rp-point';
    const swatch = part(document, 'rp-swatch', null);
    swatch.style.backgroundColor = colors[index];
    item.append(swatch, part(document, 'rp-point-label', point.label), part(document, 'rp-point-value', String(point.value)));
    paintPoint(point, item);
    legend.append(item);
  });
  view.append(legend);
}

/**
 * The colour of a point's mark and swatch: its own (as the swatch is painted), or the
 * series colour of its place.
 * @param {PointValues} point
 * @param {number} index
 * @returns {string}
 */
function pointColor(point, index) {
  const target = COLOR_TARGETS.point;
  return point.color === null ? SERIES[index % SERIES.length] : cssColor(point.color, target.fallback, target.shade);
}

/**
 * @param {SVGElement} svg
 * @param {number[]} magnitudes
 * @param {string[]} colors
 * @param {number} largest
 * @param {Document} document
 */
function drawBars(svg, magnitudes, colors, largest, document) {
  const slot = WIDTH / Math.max(magnitudes.length, 1);
  magnitudes.forEach((magnitude, index) => {
    const height = (magnitude / largest) * (HEIGHT - 4);
    svg.append(shape(document, 'rect', { x: index * slot + slot * 0.15, y: HEIGHT - height, width: slot * 0.7, height, rx: 3, fill: colors[index] }));
  });
}

/**
 * @param {SVGElement} svg
 * @param {number[]} magnitudes
 * @param {string[]} colors
 * @param {Document} document
 */
function drawPie(svg, magnitudes, colors, document) {
  const total = magnitudes.reduce((sum, magnitude) => sum + magnitude, 0) || 1;
  const [cx, cy, r] = [WIDTH / 2, HEIGHT / 2, HEIGHT / 2 - 4];
  let angle = -Math.PI / 2;
  magnitudes.forEach((magnitude, index) => {
    const sweep = Math.min((magnitude / total) * 2 * Math.PI, 2 * Math.PI - 1e-6);
    const [x0, y0] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    angle += sweep;
    const [x1, y1] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    const d = `M ${cx} ${cy} L ${x0} ${y0} A ${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x1} ${y1} Z`;
    svg.append(shape(document, 'path', { d, fill: colors[index] }));
  });
}

/**
 * The line through the points in the first series colour, and a dot in each point's colour.
 * @param {SVGElement} svg
 * @param {number[]} magnitudes
 * @param {string[]} colors
 * @param {number} largest
 * @param {Document} document
 */
function drawLine(svg, magnitudes, colors, largest, document) {
  const step = WIDTH / Math.max(magnitudes.length - 1, 1);
  const places = magnitudes.map((magnitude, index) => [index * step, HEIGHT - 4 - (magnitude / largest) * (HEIGHT - 8)]);
  svg.append(shape(document, 'polyline', { points: places.map(([x, y]) => `${x},${y}`).join(' '), fill: 'none', stroke: SERIES[0], 'stroke-width': 2 }));
  places.forEach(([cx, cy], index) => svg.append(shape(document, 'circle', { cx, cy, r: 3.5, fill: colors[index] })));
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
  if (text !== null) setText(span, text);
  return span;
}
