//! Unit tests of the `sente match` command line.

use super::*;

fn words(s: &str) -> Vec<String> {
    s.split(' ').map(String::from).collect()
}

#[test]
fn parses_a_full_command() {
    let a = words("--game gomoku --engine cmd=/bin/a proto=gtp name=A option.Threads=2 --engine cmd=/bin/b arg=-x --games 10 --tc 5+0.05 --repeat --concurrency 2 --sprt elo0=0 elo1=10 alpha=0.05 beta=0.1 --seed 7 --draw movenumber=30 movecount=5 score=10 --resign movecount=3 score=900");
    let c = parse(&a, None).unwrap();
    assert_eq!(c.variant.name(), "gomoku");
    assert_eq!(c.engines.len(), 2);
    assert_eq!(c.engines[0].name, "A");
    assert_eq!(c.engines[0].protocol, Some(crate::protocol::Protocol::Gtp));
    assert_eq!(
        c.engines[0].options,
        vec![("Threads".to_string(), "2".to_string())]
    );
    assert_eq!(c.engines[1].args, vec!["-x".to_string()]);
    assert_eq!(
        c.tc,
        TimeControl::Clock {
            base_ms: 5000,
            inc_ms: 50
        }
    );
    assert!(c.repeat && c.games == 10 && c.concurrency == 2 && c.seed == 7);
    assert_eq!(c.sprt.unwrap().beta, 0.1);
    assert_eq!(c.draw.unwrap().movenumber, 30);
    assert_eq!(c.resign.unwrap().score, 900);
}

/// `--seed` alone makes the opening order random (the seed changes which openings are played);
/// an explicit `--openings-order` wins, and without either the order is the file's.
#[test]
fn a_seed_asks_for_a_random_order() {
    let base = "--engine cmd=/bin/a --engine cmd=/bin/b --games 2 --tc nodes=100";
    let config = |extra: &str| parse(&words(&format!("{base}{extra}")), None).unwrap();
    let c = config("");
    assert!(!c.random_order);
    assert_eq!(c.seed, 1);
    let c = config(" --seed 7");
    assert!(c.random_order);
    assert_eq!(c.seed, 7);
    assert!(!config(" --seed 7 --openings-order sequential").random_order);
    assert!(config(" --openings-order random").random_order);
}

/// The engines of `c` as `name program protocol options`, and the rest of the settings.
fn summary(c: &MatchConfig) -> (Vec<String>, String) {
    let engines = c
        .engines
        .iter()
        .map(|e| {
            format!(
                "{} {} {:?} {:?} {:?}",
                e.name, e.program, e.protocol, e.options, e.args
            )
        })
        .collect();
    let rest = format!(
        "{} games={} tc={} openings={} repeat={} conc={} pgn={:?} psq={:?} sprt={:?}",
        c.variant.name(),
        c.games,
        c.tc,
        c.openings.len(),
        c.repeat,
        c.concurrency,
        c.pgn,
        c.psq,
        c.sprt.map(|s| (s.elo0, s.elo1, s.alpha, s.beta)),
    );
    (engines, rest)
}

/// The commands of the README's Development section parse to the configuration they have
/// always meant.
#[test]
fn readme_commands() {
    let sprt = "--sprt elo0=0 elo1=5 alpha=0.05 beta=0.05";
    let cases = [
        (
            "--game tictactoe --engine cmd=target/release/sente proto=uci --engine cmd=target/release/sente proto=gtp --games 20 --tc movetime=100 --repeat".to_string(),
            [
                "engine1 target/release/sente Some(Uci) [] []",
                "engine2 target/release/sente Some(Gtp) [] []",
            ],
            "tictactoe games=20 tc=movetime=100 openings=0 repeat=true conc=1 pgn=None psq=None sprt=None",
        ),
        (
            format!("--game xiangqi --engine cmd=target/release/sente proto=uci name=tuned --engine cmd=/tmp/sente-base proto=uci name=base --games 2000 --tc 10+0.1 --concurrency 2 --repeat {sprt}"),
            [
                "tuned target/release/sente Some(Uci) [] []",
                "base /tmp/sente-base Some(Uci) [] []",
            ],
            "xiangqi games=2000 tc=10+0.1 openings=0 repeat=true conc=2 pgn=None psq=None sprt=Some((0.0, 5.0, 0.05, 0.05))",
        ),
        (
            "--game xiangqi --engine cmd=S proto=uci name=Sente --engine cmd=F proto=uci name=Fairy-Stockfish option.UCI_Variant=xiangqi --tc 10+0.1 --games 20 --repeat --concurrency 1 --openings openings/xiangqi.txt --pgn xq.pgn".to_string(),
            [
                "Sente S Some(Uci) [] []",
                "Fairy-Stockfish F Some(Uci) [(\"UCI_Variant\", \"xiangqi\")] []",
            ],
            "xiangqi games=20 tc=10+0.1 openings=XQ repeat=true conc=1 pgn=Some(\"xq.pgn\") psq=None sprt=None",
        ),
        (
            "--game gomokufreestyle --engine cmd=S proto=gomocup name=Sente --engine cmd=R proto=gomocup name=Rapfi --tc movetime=500 --games 20 --repeat --concurrency 1 --openings openings/gomoku-15.txt --psq freestyle.psq".to_string(),
            [
                "Sente S Some(Gomocup) [] []",
                "Rapfi R Some(Gomocup) [] []",
            ],
            "gomokufreestyle games=20 tc=movetime=500 openings=OPENINGS repeat=true conc=1 pgn=None psq=Some(\"freestyle.psq\") sprt=None",
        ),
        (
            format!("--game renju --engine cmd=N proto=gomocup name=new --engine cmd=B proto=gomocup name=base --tc 10+0.1 --openings openings/gomoku-15.txt --repeat --games 20000 --concurrency 1 {sprt}"),
            [
                "new N Some(Gomocup) [] []",
                "base B Some(Gomocup) [] []",
            ],
            "renju games=20000 tc=10+0.1 openings=OPENINGS repeat=true conc=1 pgn=None psq=None sprt=Some((0.0, 5.0, 0.05, 0.05))",
        ),
    ];
    let count = |game: &str, file: &str| openings::load(game.parse().unwrap(), file).unwrap().len();
    let gomoku = count("gomokufreestyle", "openings/gomoku-15.txt").to_string();
    let xiangqi = count("xiangqi", "openings/xiangqi.txt").to_string();
    for (line, engines, rest) in cases {
        let c = parse(&words(&line), None).unwrap_or_else(|e| panic!("{line}: {e}"));
        let (e, r) = summary(&c);
        assert_eq!(e, engines, "{line}");
        let rest = rest.replace("OPENINGS", &gomoku).replace("XQ", &xiangqi);
        assert_eq!(r, rest, "{line}");
    }
}

#[test]
fn later_copies_win_and_global_game_applies() {
    let c = parse(
        &words("--engine cmd=a --engine cmd=b --tc 2+0.1 --games 4 --games 6 --tc depth=3 --sprt elo0=-5 elo1=0 --sprt elo0=1"),
        Some(Variant::Xiangqi),
    )
    .unwrap();
    assert_eq!(c.variant, Variant::Xiangqi);
    assert_eq!((c.games, c.tc), (6, TimeControl::Depth(3)));
    assert_eq!(c.sprt.map(|s| (s.elo0, s.elo1)), Some((1.0, 5.0)));
    let c = parse(
        &words("--engine cmd=a tc=depth=3 ranks=1 --engine cmd=b --variant tictactoe --rounds 3 --tc nodes=10 --handshake-timeout 0.3 --draw --resign score=-5"),
        Some(Variant::Xiangqi),
    )
    .unwrap();
    assert_eq!(c.variant.name(), "tictactoe");
    assert_eq!(c.games, 3);
    assert_eq!(c.engines[0].tc, Some(TimeControl::Depth(3)));
    assert_eq!(c.engines[0].one_based_ranks, Some(true));
    assert_eq!(c.engines[1].handshake_timeout, Duration::from_millis(300));
    assert_eq!(
        c.draw.map(|d| (d.movenumber, d.movecount, d.score)),
        Some((0, 1, 0))
    );
    assert_eq!(c.resign.map(|r| (r.movecount, r.score)), Some((1, -5)));
}

#[test]
fn errors_keep_their_words() {
    let err = |line: &str| parse(&words(line), None).unwrap_err().to_string();
    assert_eq!(
        err("--engine cmd=a --engine cmd=b ranks=2 --tc depth=2"),
        "ranks= takes 0 or 1"
    );
    assert_eq!(
        err("--engine cmd=a --engine cmd=b --tc depth=2 --games x"),
        "--games: 'x' is not a valid number"
    );
    assert_eq!(
        err("--engine cmd=a --engine cmd=b noequals --tc depth=2"),
        "expected key=value, got 'noequals'"
    );
    assert!(err("--engine cmd=a --engine cmd=b --tc depth=2 --bogus")
        .starts_with("unknown argument '--bogus'\nusage: sente match"));
    let mut help = Vec::new();
    assert_eq!(run(&words("--help"), None, &mut help, &mut Vec::new()), 0);
    assert!(String::from_utf8(help).unwrap().contains("--engine"));
}

#[test]
fn rejects_bad_commands() {
    assert!(parse(&words("--engine cmd=a --tc depth=2"), None).is_err());
    assert!(parse(&words("--engine cmd=a --engine cmd=b"), None).is_err());
    assert!(parse(&words("--engine cmd=a --engine foo=b --tc depth=2"), None).is_err());
    assert!(parse(
        &words("--engine cmd=a --engine cmd=b --tc depth=2 --sprt elo0=5 elo1=0"),
        None
    )
    .is_err());
    assert!(parse(
        &words("--engine cmd=a --engine cmd=b --tc depth=2 --bogus"),
        None
    )
    .is_err());
}
