fn prepare(cfg: &Config) -> Plan {
    let name = cfg.name();
    if cfg.dry_run() {
        return Plan::empty(name);
    }
    Plan::new(name, cfg.steps())
}
