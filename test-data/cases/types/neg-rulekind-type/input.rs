fn load(c: &OldCfg) -> Vec<OldCfg> {
    let v: Vec<OldCfg> = c.split();
    v
}
