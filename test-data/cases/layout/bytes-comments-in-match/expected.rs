fn open(builder: Builder, cfg: &Config) -> Result<Conn, Error> {
    let conn = builder
        .host(&cfg.host) // from config
        .port( /* default */ 5432 )
        .build()?;
    let x = parse( cfg.raw /* untrusted */ )?;   // trailing note
    /* before */ let y = cfg.extra.first()?; /* after */
    Ok(conn.with(x, y))
}
