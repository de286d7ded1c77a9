fn report(warnings: &[Warning]) -> bool {
    let many = warnings.len() > 0;
    let some = warnings.len() >= 1;
    many && some
}
