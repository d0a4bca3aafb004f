(define (problem plan_trial_T0002_mug_cabinet_clean)
(:domain alfred)
(:objects
  agent1 - agent
  EggType - otype
  MugType - otype
  PlateType - otype
  TomatoType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Mug_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__minus_00_dot_30 - object
  Tomato_bar__minus_01_dot_70_bar__plus_00_dot_96_bar__minus_01_dot_10 - object
  Plate_bar__minus_01_dot_50_bar__plus_00_dot_60_bar__plus_00_dot_40 - object
  Egg_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__plus_01_dot_00 - object
  CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 - receptacle
  Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 - receptacle
  Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07 - receptacle
  Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29 - receptacle
  Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin - receptacle
  DiningTable_bar__plus_00_dot_17_bar__plus_00_dot_67_bar__plus_01_dot_68 - receptacle
  GarbageCan_bar__plus_01_dot_88_bar__plus_00_dot_00_bar__plus_02_dot_10 - receptacle
  loc_bar__minus_4_bar_1_bar_2_bar_30 - location
  loc_bar__minus_6_bar__minus_1_bar_3_bar_15 - location
  loc_bar__minus_6_bar__minus_5_bar_3_bar_45 - location
  loc_bar__minus_6_bar_4_bar_3_bar_0 - location
  loc_bar_0_bar_0_bar_0_bar_30 - location
  loc_bar_1_bar_5_bar_0_bar_60 - location
  loc_bar_5_bar__minus_4_bar_1_bar_45 - location
  loc_bar_7_bar_6_bar_1_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
  (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 loc_bar__minus_6_bar__minus_5_bar_3_bar_45)
  (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 loc_bar__minus_4_bar_1_bar_2_bar_30)
  (openable Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38)
  (receptacleType Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07 loc_bar__minus_6_bar_4_bar_3_bar_0)
  (openable Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07)
  (receptacleType Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29 loc_bar__minus_6_bar__minus_1_bar_3_bar_15)
  (openable Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29)
  (receptacleType Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin loc_bar_5_bar__minus_4_bar_1_bar_45)
  (receptacleType DiningTable_bar__plus_00_dot_17_bar__plus_00_dot_67_bar__plus_01_dot_68 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_00_dot_17_bar__plus_00_dot_67_bar__plus_01_dot_68 loc_bar_1_bar_5_bar_0_bar_60)
  (receptacleType GarbageCan_bar__plus_01_dot_88_bar__plus_00_dot_00_bar__plus_02_dot_10 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_01_dot_88_bar__plus_00_dot_00_bar__plus_02_dot_10 loc_bar_7_bar_6_bar_1_bar_60)
  (objectType Mug_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__minus_00_dot_30 MugType)
  (inReceptacle Mug_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__minus_00_dot_30 Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29)
  (objectAtLocation Mug_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__minus_00_dot_30 loc_bar__minus_6_bar__minus_1_bar_3_bar_15)
  (pickupable Mug_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__minus_00_dot_30)
  (cleanable Mug_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__minus_00_dot_30)
  (heatable Mug_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__minus_00_dot_30)
  (coolable Mug_bar__minus_01_dot_80_bar__plus_00_dot_92_bar__minus_00_dot_30)
  (objectType Tomato_bar__minus_01_dot_70_bar__plus_00_dot_96_bar__minus_01_dot_10 TomatoType)
  (inReceptacle Tomato_bar__minus_01_dot_70_bar__plus_00_dot_96_bar__minus_01_dot_10 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21)
  (objectAtLocation Tomato_bar__minus_01_dot_70_bar__plus_00_dot_96_bar__minus_01_dot_10 loc_bar__minus_6_bar__minus_5_bar_3_bar_45)
  (pickupable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_96_bar__minus_01_dot_10)
  (cleanable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_96_bar__minus_01_dot_10)
  (heatable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_96_bar__minus_01_dot_10)
  (coolable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_96_bar__minus_01_dot_10)
  (sliceable Tomato_bar__minus_01_dot_70_bar__plus_00_dot_96_bar__minus_01_dot_10)
  (objectType Plate_bar__minus_01_dot_50_bar__plus_00_dot_60_bar__plus_00_dot_40 PlateType)
  (inReceptacle Plate_bar__minus_01_dot_50_bar__plus_00_dot_60_bar__plus_00_dot_40 Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38)
  (objectAtLocation Plate_bar__minus_01_dot_50_bar__plus_00_dot_60_bar__plus_00_dot_40 loc_bar__minus_4_bar_1_bar_2_bar_30)
  (pickupable Plate_bar__minus_01_dot_50_bar__plus_00_dot_60_bar__plus_00_dot_40)
  (cleanable Plate_bar__minus_01_dot_50_bar__plus_00_dot_60_bar__plus_00_dot_40)
  (heatable Plate_bar__minus_01_dot_50_bar__plus_00_dot_60_bar__plus_00_dot_40)
  (coolable Plate_bar__minus_01_dot_50_bar__plus_00_dot_60_bar__plus_00_dot_40)
  (objectType Egg_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__plus_01_dot_00 EggType)
  (inReceptacle Egg_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__plus_01_dot_00 Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07)
  (objectAtLocation Egg_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__plus_01_dot_00 loc_bar__minus_6_bar_4_bar_3_bar_0)
  (pickupable Egg_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__plus_01_dot_00)
  (cleanable Egg_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__plus_01_dot_00)
  (heatable Egg_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__plus_01_dot_00)
  (coolable Egg_bar__minus_02_dot_05_bar__plus_00_dot_80_bar__plus_01_dot_00)
  (canContain CabinetType MugType)
  (canContain CabinetType PlateType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType TomatoType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain FridgeType PlateType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType TomatoType)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (cleanable ?o)
                    (objectType ?o MugType)
                    (receptacleType ?r CabinetType)
                    (isClean ?o)
                    (inReceptacle ?o ?r)
                )
            )
        )
    )
)
)
