// The two models measured for the intent classifier (issue 15 §1), both over sparse binary
// features given as indices. Softmax regression is the one used (see index.ts for why); complement
// naive Bayes is kept to measure against. Training is deterministic: a fixed number of epochs, the
// examples shuffled by a seeded generator, and every sum taken in the same order, so training
// twice gives the same weights to the bit.
import { createRng } from '../../../seeded-random';

export interface Example {
  /** Indices of the features present, each once. */
  features: readonly number[];
  label: number;
}

export interface SoftmaxModel {
  classes: number;
  /** Weight of feature f for class k at f * classes + k. */
  weights: Float64Array;
  bias: Float64Array;
}

export interface SoftmaxOptions {
  epochs: number;
  /** AdaGrad's base step. */
  learningRate: number;
  /** L2 penalty on the weights of the features of each example, applied as it is seen. */
  l2: number;
  /**
   * Part of the target spread over all classes (label smoothing): keeps the model from pushing
   * probabilities to 1 on generated sentences that are easier than what people say.
   */
  smoothing: number;
  /**
   * Gradients smaller than this are not applied. Once a sentence is learnt nearly all of its
   * gradients are that small, and skipping them makes the later epochs several times faster.
   */
  minGradient: number;
  seed: number;
}

export const DEFAULT_SOFTMAX: SoftmaxOptions = {
  epochs: 8,
  learningRate: 0.3,
  l2: 1e-4,
  smoothing: 0.05,
  minGradient: 1e-3,
  seed: 7,
};

/** Probabilities from scores, in place, shifted by the largest so nothing overflows. */
function softmaxInPlace(z: Float64Array): Float64Array {
  let max = -Infinity;
  for (let k = 0; k < z.length; k++) max = Math.max(max, z[k]!);
  let sum = 0;
  for (let k = 0; k < z.length; k++) sum += z[k] = Math.exp(z[k]! - max);
  for (let k = 0; k < z.length; k++) z[k]! /= sum;
  return z;
}

function shuffled(n: number, rng: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

function scoresInto(
  z: Float64Array,
  model: SoftmaxModel,
  features: readonly number[],
): Float64Array {
  const k = model.classes;
  z.set(model.bias);
  for (const f of features) {
    const at = f * k;
    for (let c = 0; c < k; c++) z[c]! += model.weights[at + c]!;
  }
  return z;
}

/** Multinomial logistic regression by AdaGrad on the cross-entropy. */
export function trainSoftmax(
  examples: readonly Example[],
  featureCount: number,
  classes: number,
  options: SoftmaxOptions = DEFAULT_SOFTMAX,
): SoftmaxModel {
  const model: SoftmaxModel = {
    classes,
    weights: new Float64Array(featureCount * classes),
    bias: new Float64Array(classes),
  };
  const gradSq = new Float64Array(featureCount * classes);
  const biasGradSq = new Float64Array(classes);
  const rng = createRng(options.seed);
  const off = options.smoothing / classes;
  const on = 1 - options.smoothing + off;
  const step = (g: number, sq: number) => (options.learningRate * g) / Math.sqrt(sq + 1e-8);
  const p = new Float64Array(classes);
  const g = new Float64Array(classes);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const i of shuffled(examples.length, rng)) {
      const ex = examples[i]!;
      softmaxInPlace(scoresInto(p, model, ex.features));
      for (let c = 0; c < classes; c++) {
        g[c] = p[c]! - (c === ex.label ? on : off);
        biasGradSq[c]! += g[c]! * g[c]!;
        model.bias[c]! -= step(g[c]!, biasGradSq[c]!);
      }
      for (const f of ex.features) {
        for (let c = 0, at = f * classes; c < classes; c++, at++) {
          if (Math.abs(g[c]!) < options.minGradient) continue;
          const gw = g[c]! + options.l2 * model.weights[at]!;
          gradSq[at]! += gw * gw;
          model.weights[at]! -= step(gw, gradSq[at]!);
        }
      }
    }
  }
  return model;
}

export function softmaxProbabilities(model: SoftmaxModel, features: readonly number[]): number[] {
  return [...softmaxInPlace(scoresInto(new Float64Array(model.classes), model, features))];
}

// ---------------------------------------------------------------------------------------------

export interface ComplementNbModel {
  classes: number;
  /** Normalised complement log-weights, feature f of class k at f * classes + k. */
  weights: Float64Array;
}

/**
 * Complement naive Bayes (Rennie et al. 2003): each class is scored by how badly the word
 * statistics of all other classes explain the sentence, with weight normalisation.
 */
export function trainComplementNb(
  examples: readonly Example[],
  featureCount: number,
  classes: number,
  alpha = 0.5,
): ComplementNbModel {
  const counts = new Float64Array(featureCount * classes);
  const totals = new Float64Array(classes);
  for (const ex of examples) {
    for (const f of ex.features) counts[f * classes + ex.label]! += 1;
    totals[ex.label]! += ex.features.length;
  }
  const allTotal = totals.reduce((a, b) => a + b, 0);
  const weights = new Float64Array(featureCount * classes);
  for (let c = 0; c < classes; c++) {
    const denominator = alpha * featureCount + allTotal - totals[c]!;
    let norm = 0;
    for (let f = 0; f < featureCount; f++) {
      let complement = 0;
      for (let o = 0; o < classes; o++) if (o !== c) complement += counts[f * classes + o]!;
      const w = Math.log((alpha + complement) / denominator);
      weights[f * classes + c] = w;
      norm += Math.abs(w);
    }
    for (let f = 0; f < featureCount; f++) weights[f * classes + c]! /= norm;
  }
  return { classes, weights };
}

/** The class whose complement explains the sentence worst: the lowest score. */
export function complementPredict(model: ComplementNbModel, features: readonly number[]): number {
  const z = new Float64Array(model.classes);
  for (const f of features) {
    for (let c = 0; c < model.classes; c++) z[c]! += model.weights[f * model.classes + c]!;
  }
  let best = 0;
  for (let c = 1; c < model.classes; c++) if (z[c]! < z[best]!) best = c;
  return best;
}
