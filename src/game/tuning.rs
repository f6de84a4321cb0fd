//! What the evaluation tuner (`sente tune`) needs from an evaluation: the evaluator's parameter
//! vector (every weight by name, with the value compiled into the binary), and for one position the
//! linear terms its score is made of, so that Texel fitting can move each weight.

/// One position's evaluation split into terms: `constant + Σ coef · value[index]`, from the side to
/// move's point of view, equals `Game::evaluate` for the compiled-in values (up to the evaluator's
/// integer rounding). Parts an evaluator does not expose to tuning go into `constant`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trace {
    /// The part of the score that no parameter moves.
    pub constant: f64,
    /// `(parameter index, coefficient)` pairs; an index may appear more than once.
    pub terms: Vec<(u32, f32)>,
}

impl Trace {
    /// Empties the trace for the next position.
    pub fn clear(&mut self) {
        self.constant = 0.0;
        self.terms.clear();
    }

    /// Adds `coef` times parameter `index`.
    #[inline]
    pub fn add(&mut self, index: usize, coef: f32) {
        if coef != 0.0 {
            self.terms.push((index as u32, coef));
        }
    }

    /// The score these terms give for the parameter values `values`.
    pub fn score(&self, values: &[f64]) -> f64 {
        self.constant
            + self
                .terms
                .iter()
                .map(|&(i, c)| c as f64 * values[i as usize])
                .sum::<f64>()
    }
}

/// An evaluation whose weights the tuner can fit.
pub trait Tunable {
    /// The evaluator's parameters in vector order: `(name, compiled-in value)`. Names are unique.
    fn params(&self) -> Vec<(&'static str, i32)>;

    /// The evaluation of this position as linear terms over `params` (see [`Trace`]).
    fn trace(&self, trace: &mut Trace);
}
