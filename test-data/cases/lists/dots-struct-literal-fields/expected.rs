fn configs(v: bool, args: &Args) -> [Config; 4] {
    [
        Config { log_level: level_from(v) },
        Config { name: "a".into(), log_level: level_from(args.verbose || v), threads: 4 },
        Config {
            name: args.name.clone(),
            log_level: level_from(true),
            threads: 1,
        },
        Config { name: "b".into(), quiet: v },
    ]
}
