// n-body (the Computer Language Benchmarks Game's algorithm, written here): a symplectic
// integrator over the Jovian planets. Argument: the number of steps.
using System;

class Body
{
    public double x, y, z, vx, vy, vz, mass;
}

class NBody
{
    const double Pi = 3.141592653589793;
    const double SolarMass = 4 * Pi * Pi;
    const double DaysPerYear = 365.24;

    static Body[] Bodies()
    {
        return new Body[] {
            new Body { mass = SolarMass },
            new Body { x = 4.84143144246472090e+00, y = -1.16032004402742839e+00, z = -1.03622044471123109e-01,
                       vx = 1.66007664274403694e-03 * DaysPerYear, vy = 7.69901118419740425e-03 * DaysPerYear,
                       vz = -6.90460016972063023e-05 * DaysPerYear, mass = 9.54791938424326609e-04 * SolarMass },
            new Body { x = 8.34336671824457987e+00, y = 4.12479856412430479e+00, z = -4.03523417114321381e-01,
                       vx = -2.76742510726862411e-03 * DaysPerYear, vy = 4.99852801234917238e-03 * DaysPerYear,
                       vz = 2.30417297573763929e-05 * DaysPerYear, mass = 2.85885980666130812e-04 * SolarMass },
            new Body { x = 1.28943695621391310e+01, y = -1.51111514016986312e+01, z = -2.23307578892655734e-01,
                       vx = 2.96460137564761618e-03 * DaysPerYear, vy = 2.37847173959480950e-03 * DaysPerYear,
                       vz = -2.96589568540237556e-05 * DaysPerYear, mass = 4.36624404335156298e-05 * SolarMass },
            new Body { x = 1.53796971148509165e+01, y = -2.59193146099879641e+01, z = 1.79258772950371181e-01,
                       vx = 2.68067772490389322e-03 * DaysPerYear, vy = 1.62824170038242295e-03 * DaysPerYear,
                       vz = -9.51592254519715870e-05 * DaysPerYear, mass = 5.15138902046611451e-05 * SolarMass },
        };
    }

    static void OffsetMomentum(Body[] bodies)
    {
        double px = 0, py = 0, pz = 0;
        foreach (Body b in bodies) { px += b.vx * b.mass; py += b.vy * b.mass; pz += b.vz * b.mass; }
        bodies[0].vx = -px / SolarMass;
        bodies[0].vy = -py / SolarMass;
        bodies[0].vz = -pz / SolarMass;
    }

    static double Energy(Body[] bodies)
    {
        double e = 0;
        for (int i = 0; i < bodies.Length; i++) {
            Body bi = bodies[i];
            e += 0.5 * bi.mass * (bi.vx * bi.vx + bi.vy * bi.vy + bi.vz * bi.vz);
            for (int j = i + 1; j < bodies.Length; j++) {
                Body bj = bodies[j];
                double dx = bi.x - bj.x, dy = bi.y - bj.y, dz = bi.z - bj.z;
                e -= bi.mass * bj.mass / Math.Sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        return e;
    }

    static void Advance(Body[] bodies, double dt)
    {
        for (int i = 0; i < bodies.Length; i++) {
            Body bi = bodies[i];
            for (int j = i + 1; j < bodies.Length; j++) {
                Body bj = bodies[j];
                double dx = bi.x - bj.x, dy = bi.y - bj.y, dz = bi.z - bj.z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double mag = dt / (d2 * Math.Sqrt(d2));
                bi.vx -= dx * bj.mass * mag; bi.vy -= dy * bj.mass * mag; bi.vz -= dz * bj.mass * mag;
                bj.vx += dx * bi.mass * mag; bj.vy += dy * bi.mass * mag; bj.vz += dz * bi.mass * mag;
            }
        }
        foreach (Body b in bodies) { b.x += dt * b.vx; b.y += dt * b.vy; b.z += dt * b.vz; }
    }

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 1000;
        Body[] bodies = Bodies();
        OffsetMomentum(bodies);
        Console.WriteLine(Energy(bodies));
        for (int i = 0; i < n; i++) Advance(bodies, 0.01);
        Console.WriteLine(Energy(bodies));
    }
}
