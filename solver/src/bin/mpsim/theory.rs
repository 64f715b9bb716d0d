//! `mpsim theory [--b B] [--w0 W0] [--gamma G] [--max N] [--flows-of N] [--json]`: paper 003's
//! link utilization closed forms (Fig 4 against subflows; with `--flows-of N`, Fig 6 / Table 1
//! against flows of N subflows each), one column per coupling.

use mpsolver::theory::utilization::checked_curves;

fn number(flag: &str, raw: Option<&String>) -> Result<f64, Vec<String>> {
    raw.and_then(|r| r.parse().ok()).ok_or_else(|| vec![format!("{}: needs a number, got {:?}", flag, raw)])
}

/// Prints the table (or JSON).
pub fn theory(args: &[String]) -> Result<(), Vec<String>> {
    let (mut b, mut w0, mut gamma, mut max, mut flows_of, mut json) = (0.5, 42.0, 0.0, 10u32, 0u32, false);
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1);
        match args[i].as_str() {
            "--json" => {
                json = true;
                i += 1;
                continue;
            }
            "--b" => b = number("--b", value)?,
            "--w0" => w0 = number("--w0", value)?,
            "--gamma" => gamma = number("--gamma", value)?,
            "--max" => max = number("--max", value)? as u32,
            "--flows-of" => flows_of = number("--flows-of", value)? as u32,
            other => return Err(vec![format!("theory: unknown option \"{}\"", other)]),
        }
        i += 2;
    }
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
