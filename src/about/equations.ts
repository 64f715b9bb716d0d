/**
 * The model's main equations (docs/model.md), rendered once with KaTeX into HTML and MathML for
 * the About panel. The LaTeX is fixed text of this file, never user input.
 */
import katex from 'katex';
import 'katex/dist/katex.min.css';

/**
 * One displayed equation: what it is, where it comes from (a paper of the citations list and the
 * place in it, which the About panel links to the paper's citation; `modelSection` is where
 * docs/model.md, the developers' reference, derives it), its LaTeX and its rendered markup.
 */
export interface Equation {
  name: string;
  paper: string;
  where: string;
  modelSection: string;
  tex: string;
  html: string;
}

const EQUATIONS: Array<Omit<Equation, 'html'>> = [
  {
    name: 'The rate law (Kelly-Voice)',
    paper: '000',
    where: 'eq 1',
    modelSection: '3.2',
    tex: String.raw`\frac{dx_r}{dt} = \frac{x_r(t-T_r)}{T_r}\Big[\,a\,\big(1-\lambda_r(t)\big) - b\,y_s(t)\,\lambda_r(t)\Big]`,
  },
  {
    name: 'Capacity decays with distance',
    paper: '000',
    where: 'eqs 9-11',
    modelSection: '1.3',
    tex: String.raw`c_j(t) = \rho\big(d_j(t)\big)\,C_j,\qquad \rho(d) = \frac{1+e^{-\alpha d_0}}{1+e^{\alpha\,(d-d_0)}}`,
  },
  {
    name: 'The price: congestion at a resource, seen by a route',
    paper: '000',
    where: 'eqs 2-5',
    modelSection: '3.1',
    tex: String.raw`\mu_j(t) = \min\!\Big(1,\ \big(z_j(t)/c_j(t)\big)^{\beta_j}\Big),\qquad \lambda_r(t) = 1-\prod_{j\in r}\big(1-\mu_j(t-T_{jr})\big)`,
  },
];

let rendered: Equation[] | null = null;

/** The equations with their KaTeX markup (rendered on first use). */
export function modelEquations(): Equation[] {
  rendered ??= EQUATIONS.map((e) => ({
    ...e,
    html: katex.renderToString(e.tex, { displayMode: true, throwOnError: true, output: 'htmlAndMathml' }),
  }));
  return rendered;
}
