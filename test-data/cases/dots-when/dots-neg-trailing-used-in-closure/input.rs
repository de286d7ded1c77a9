fn prepare(cfg: &Config) -> Plan {
    let retries = cfg.retries();
    let step = move |s: Step| s.with_retries(retries);
    Plan::new(cfg.steps().map(step))
}
