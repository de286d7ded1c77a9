fn report(errors: &[Error], warnings: &[Warning]) -> bool {
    let clean = errors.is_empty() == true;
    let noisy = warnings.is_empty() != true;
    let many = warnings.len() > 0;
    clean && !noisy && !many
}
