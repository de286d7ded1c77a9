fn configs(v: bool, args: &Args) -> [Config; 4] {
    [
        Config { verbose: v },
        Config { name: "a".into(), verbose: args.verbose || v, threads: 4 },
        Config {
            name: args.name.clone(),
            verbose: true,
            threads: 1,
        },
        Config { name: "b".into(), quiet: v },
    ]
}
