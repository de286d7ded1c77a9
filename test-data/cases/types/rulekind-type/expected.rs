fn load(c: &NewCfg) -> Vec<NewCfg> {
    let v: Vec<NewCfg> = c.split();
    v
}
