fn report(errors: &[Error], warnings: &[Warning]) -> bool {
    let clean = errors.len() == 0;
    let noisy = warnings.len() != 0;
    let many = warnings.len() > 0;
    clean && !noisy && !many
}
