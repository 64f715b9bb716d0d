//! `mpsim theory [--b B] [--w0 W0] [--gamma G] [--max N] [--flows-of N] [--json]`: paper 003's
//! link utilization closed forms (Fig 4 against subflows; with `--flows-of N`, Fig 6 / Table 1
//! against flows of N subflows each), one column per coupling.

use super::args::TheoryArgs;
use mpsolver::theory::utilization::checked_curves;

fn number(flag: &str, raw: &Option<String>, default: f64) -> Result<f64, Vec<String>> {
    match raw {
        None => Ok(default),
        Some(r) => r.parse().map_err(|_| vec![format!("{}: needs a number, got {:?}", flag, Some(r))]),
    }
}

/// Prints the table (or JSON).
pub fn theory(args: &TheoryArgs) -> Result<(), Vec<String>> {
    let (b, w0, gamma) =
        (number("--b", &args.b, 0.5)?, number("--w0", &args.w0, 42.0)?, number("--gamma", &args.gamma, 0.0)?);
    let max = number("--max", &args.max, 10.0)? as u32;
    let flows_of = number("--flows-of", &args.flows_of, 0.0)? as u32;
    let json = args.json;
    let curves = checked_curves(b, w0, gamma, max, flows_of)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&curves).unwrap_or_default());
        return Ok(());
    }
    let axis = if flows_of > 0 { format!("flows ({} subflows each)", flows_of) } else { "subflows".into() };
    println!("link utilization, paper 003 (b = {}, W0 = {}, gamma = {}), against {}", b, w0, gamma, axis);
    println!(
        "{:>4} {:>10} {:>17} {:>17} {:>14}",
        "k", "MSTCP", "coupled-decrease", "coupled-increase", "fully-coupled"
    );
    for k in 0..max as usize {
        let u: Vec<String> = curves.iter().map(|c| format!("{:.4}", c.utilization[k])).collect();
        println!("{:>4} {:>10} {:>17} {:>17} {:>14}", k + 1, u[0], u[1], u[2], u[3]);
    }
    Ok(())
}
