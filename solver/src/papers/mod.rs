//! Paper badges: the published numbers a preset should reproduce, kept as data in the scenario
//! (`meta.reproduces`, docs/scenario.md "Published numbers a preset reproduces"), measured on the
//! preset's own runs by either engine and judged against the paper's value and tolerance.
//! `mpsim check-paper` prints them for every preset; the page shows them on the gallery's cards
//! and beside the loaded preset (`mp_check_paper`). A failing badge is reported, never dropped.

pub mod kind;
pub mod measure;
mod read;

pub use kind::ClaimKind;
pub use read::read_badges;

use crate::run::{build_run_checked, Budget};
use crate::scenario::{self, Engine, Scenario};
use measure::{Measure, SampledRun};
use serde::Serialize;
use serde_json::Value;

/// What the paper printed: one value with a tolerance, or a range.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Published {
    Value { value: f64, tolerance: f64 },
    Range { low: f64, high: f64 },
}

impl Published {
    /// The interval a measured value must fall in, both ends included.
    pub fn bounds(&self) -> (f64, f64) {
        match *self {
            Published::Value { value, tolerance } => (value - tolerance, value + tolerance),
            Published::Range { low, high } => (low, high),
        }
    }
}

/// One published number and where in the run it is measured.
#[derive(Debug, Clone)]
pub struct Badge {
    /// What is measured, in words ("the satellite's level once WiFi is gone").
    pub what: String,
    /// Where the paper prints it ("§III-D, eq (15)").
    pub source: String,
    pub published: Published,
    /// The unit of the value ("Mbps", "MB", "s", or empty for a ratio).
    pub unit: String,
    /// The comparison variant (by label) whose run is measured; `None`: the scenario as it is.
    pub variant: Option<String>,
    pub measure: Measure,
    /// Divide by the same statistic of these series (a friendliness factor).
    pub per: Option<Vec<String>>,
    /// The engines the number is measured with (judged, or shown as a comparison).
    pub engines: Vec<Engine>,
    /// What the claim is; `None` (a scenario written before kinds): judged by every engine.
    pub kind: Option<ClaimKind>,
}

impl Badge {
    /// True when `engine`'s value is judged against the paper (its kind is one that engine can
    /// make); false when it is only shown beside the claim as a comparison.
    pub fn judged_by(&self, engine: Engine) -> bool {
        self.kind.is_none_or(|k| k.judged_by(engine))
    }
}

/// A badge's outcome with one engine.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EngineResult {
    /// `fluid` or `packet`.
    pub engine: Engine,
    /// The measured value; `None` when the run could not be made.
    pub measured: Option<f64>,
    /// True when the measured value lies in the published interval.
    pub pass: bool,
    /// True when this engine can make the claim (its kind), so `pass` is a verdict and counted;
    /// false: a comparison shown beside the claim, never counted as a pass or a miss.
    pub judged: bool,
    /// Why there is no value (a run refused or failed), if so.
    pub problem: Option<String>,
}

/// A badge and its outcomes.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BadgeReport {
    pub what: String,
    pub source: String,
    /// The printed value (for a range: its low end).
    pub paper: f64,
    /// The tolerance around `paper`, or `None` for a range.
    pub tolerance: Option<f64>,
    pub low: f64,
    pub high: f64,
    pub unit: String,
    pub variant: Option<String>,
    /// What the claim is (`fluid-model`, `packet-simulation`, `measurement`), if the scenario says.
    pub kind: Option<ClaimKind>,
    pub results: Vec<EngineResult>,
}

/// Every badge of one scenario.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PaperReport {
    pub title: String,
    /// `meta.paper`, if the scenario names one.
    pub paper: Option<String>,
    pub badges: Vec<BadgeReport>,
    pub passed: usize,
    pub failed: usize,
    /// Judged outcomes with no value (a run that could not be made).
    pub not_run: usize,
    /// Values shown as comparisons (an engine the claim's kind does not name), never judged.
    pub compared: usize,
}

/// Every sample row of a scenario's run to its end.
fn sample(scenario: &Scenario, budget: Budget) -> Result<SampledRun, String> {
    let mut run = build_run_checked(scenario, budget).map_err(|e| e.join("; "))?;
    let columns = run.column_names();
    let width = run.sample_width();
    let mut values = vec![0.0; width * run.total_samples()];
    let mut written = 0;
    while !run.is_done() && written < run.total_samples() {
        let n = run.write_samples(&mut values[written * width..], 4096.min(run.total_samples() - written));
        if n == 0 {
            break;
        }
        written += n;
    }
    if let Some(f) = run.failure() {
        return Err(f.to_string());
    }
    values.truncate(written * width);
    Ok(SampledRun { columns, values })
}

/// A run of the report: by variant label and engine, the samples or why there are none.
type MadeRun = ((Option<String>, Engine), Result<SampledRun, String>);

/// The runs a report needs, each made once: by variant label and engine.
struct Runs<'a> {
    scenario: &'a Scenario,
    made: Vec<MadeRun>,
    budget: Budget,
}

impl Runs<'_> {
    /// The scenario of a run: the variant labelled `variant` (or the scenario) with `engine`.
    fn scenario_of(&self, variant: &Option<String>, engine: Engine) -> Result<Scenario, String> {
        match variant {
            None => Ok(self.scenario.clone()),
            Some(label) => {
                let found =
                    self.scenario.comparison.as_ref().and_then(|c| c.variants.iter().position(|v| v.label == *label));
                found
                    .and_then(|i| self.scenario.variant(i))
                    .ok_or_else(|| format!("no comparison variant labelled {}", label))
            }
        }
        .map(|mut s| {
            s.solver.engine = engine;
            s
        })
    }

    fn get(&mut self, variant: &Option<String>, engine: Engine) -> &Result<SampledRun, String> {
        let key = (variant.clone(), engine);
        if let Some(i) = self.made.iter().position(|(k, _)| *k == key) {
            return &self.made[i].1;
        }
        let made = self.scenario_of(variant, engine).and_then(|s| sample(&s, self.budget));
        self.made.push((key, made));
        &self.made[self.made.len() - 1].1
    }

    /// The badge's value on `engine`'s run (divided by its `per` series, if any).
    fn measure(&mut self, badge: &Badge, engine: Engine) -> Result<f64, String> {
        let run = self.get(&badge.variant, engine).as_ref().map_err(|why| why.clone())?;
        let v = run.measure(&badge.measure)?;
        match &badge.per {
            None => Ok(v),
            Some(per) => run.measure(&Measure { series: per.clone(), ..badge.measure.clone() }).map(|d| v / d),
        }
    }
}

/// Measures every badge of the scenario with each of `engines` the badge names, and judges it;
/// refused by field when its runs together are over the cost limits (`cost::admit_job`), before
/// any of them runs.
pub fn check_paper(json: &str, engines: &[Engine]) -> Result<PaperReport, Vec<String>> {
    check_paper_with(json, engines, Budget::Enforce)
}

/// [`check_paper`], with the cost limits lifted by [`Budget::Lift`] (`mpsim --no-budget`).
pub fn check_paper_with(json: &str, engines: &[Engine], budget: Budget) -> Result<PaperReport, Vec<String>> {
    let root: Value = serde_json::from_str(json).map_err(|e| vec![format!("(root): not valid JSON: {}", e)])?;
    let scenario = scenario::parse_value(&root)?;
    let badges = read_badges(&root)?;
    let mut runs = Runs { scenario: &scenario, made: Vec::new(), budget };
    if budget == Budget::Enforce {
        let mut keys: Vec<(Option<String>, Engine)> = Vec::new();
        for badge in &badges {
            for &engine in engines.iter().filter(|e| badge.engines.contains(e)) {
                if !keys.contains(&(badge.variant.clone(), engine)) {
                    keys.push((badge.variant.clone(), engine));
                }
            }
        }
        let planned: Vec<Scenario> = keys.iter().filter_map(|(v, e)| runs.scenario_of(v, *e).ok()).collect();
        crate::cost::admit_job("the paper check", &planned, true)?;
    }
    let mut reports = Vec::new();
    let (mut passed, mut failed, mut not_run, mut compared) = (0, 0, 0, 0);
    for badge in &badges {
        let (low, high) = badge.published.bounds();
        let mut results = Vec::new();
        for &engine in engines.iter().filter(|e| badge.engines.contains(e)) {
            let judged = badge.judged_by(engine);
            let result = match runs.measure(badge, engine) {
                Ok(v) => {
                    let pass = v.is_finite() && v >= low && v <= high;
                    EngineResult { engine, measured: v.is_finite().then_some(v), pass, judged, problem: None }
                }
                Err(why) => EngineResult { engine, measured: None, pass: false, judged, problem: Some(why) },
            };
            match (judged, result.measured.is_some() || result.problem.is_none(), result.pass) {
                (false, _, _) => compared += 1,
                (true, false, _) => not_run += 1,
                (true, true, true) => passed += 1,
                (true, true, false) => failed += 1,
            }
            results.push(result);
        }
        let (paper, tolerance) = match badge.published {
            Published::Value { value, tolerance } => (value, Some(tolerance)),
            Published::Range { low, .. } => (low, None),
        };
        reports.push(BadgeReport {
            what: badge.what.clone(),
            source: badge.source.clone(),
            paper,
            tolerance,
            low,
            high,
            unit: badge.unit.clone(),
            variant: badge.variant.clone(),
            kind: badge.kind,
            results,
        });
    }
    Ok(PaperReport {
        title: scenario.title.clone(),
        paper: root.get("meta").and_then(|m| m.get("paper")).and_then(Value::as_str).map(str::to_string),
        badges: reports,
        passed,
        failed,
        not_run,
        compared,
    })
}
