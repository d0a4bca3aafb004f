(define (problem plan_trial_H00015_cup_cabinet)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  CupType - otype
  EggType - otype
  MugType - otype
  SpoonType - otype
  CabinetType - rtype
  CounterTopType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Cup_bar__minus_01_dot_31_bar__minus_02_dot_02_bar__minus_01_dot_77 - object
  Bowl_bar__minus_00_dot_34_bar__plus_01_dot_30_bar__plus_01_dot_13 - object
  Spoon_bar__plus_00_dot_77_bar__minus_01_dot_25_bar__plus_02_dot_17 - object
  Mug_bar__minus_00_dot_49_bar__plus_02_dot_44_bar__plus_00_dot_38 - object
  Egg_bar__plus_01_dot_58_bar__plus_00_dot_75_bar__minus_01_dot_14 - object
  CounterTop_bar__minus_01_dot_98_bar__plus_01_dot_13_bar__plus_00_dot_68 - receptacle
  Sink_bar__minus_01_dot_74_bar__minus_01_dot_32_bar__minus_02_dot_24_bar_SinkBasin - receptacle
  Microwave_bar__minus_00_dot_77_bar__minus_01_dot_15_bar__minus_00_dot_62 - receptacle
  GarbageCan_bar__plus_00_dot_03_bar__minus_02_dot_32_bar__minus_02_dot_27 - receptacle
  Fridge_bar__minus_00_dot_53_bar__plus_01_dot_40_bar__plus_01_dot_05 - receptacle
  Cabinet_bar__minus_00_dot_49_bar__plus_02_dot_40_bar__minus_01_dot_46 - receptacle
  Shelf_bar__minus_01_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_70 - receptacle
  loc_bar_0_bar_4_bar_1_bar_15 - location
  loc_bar_0_bar_6_bar_2_bar_30 - location
  loc_bar_2_bar__minus_8_bar_1_bar_30 - location
  loc_bar_7_bar_1_bar_3_bar_0 - location
  loc_bar_7_bar_5_bar_0_bar_60 - location
  loc_bar_8_bar__minus_7_bar_0_bar_15 - location
  loc_bar__minus_1_bar_1_bar_0_bar_30 - location
  loc_bar__minus_3_bar_1_bar_1_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_0_bar_6_bar_2_bar_30)
  (canContain CabinetType BowlType)
  (canContain CabinetType CupType)
  (canContain CabinetType EggType)
  (canContain CabinetType MugType)
  (canContain CabinetType SpoonType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType SpoonType)
  (canContain FridgeType BowlType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain GarbageCanType EggType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CupType)
  (canContain ShelfType EggType)
  (canContain ShelfType MugType)
  (canContain ShelfType SpoonType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType SpoonType)
  (receptacleType CounterTop_bar__minus_01_dot_98_bar__plus_01_dot_13_bar__plus_00_dot_68 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_01_dot_98_bar__plus_01_dot_13_bar__plus_00_dot_68 loc_bar__minus_3_bar_1_bar_1_bar_0)
  (receptacleType Sink_bar__minus_01_dot_74_bar__minus_01_dot_32_bar__minus_02_dot_24_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_74_bar__minus_01_dot_32_bar__minus_02_dot_24_bar_SinkBasin loc_bar_8_bar__minus_7_bar_0_bar_15)
  (receptacleType Microwave_bar__minus_00_dot_77_bar__minus_01_dot_15_bar__minus_00_dot_62 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_77_bar__minus_01_dot_15_bar__minus_00_dot_62 loc_bar__minus_1_bar_1_bar_0_bar_30)
  (openable Microwave_bar__minus_00_dot_77_bar__minus_01_dot_15_bar__minus_00_dot_62)
  (receptacleType GarbageCan_bar__plus_00_dot_03_bar__minus_02_dot_32_bar__minus_02_dot_27 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_00_dot_03_bar__minus_02_dot_32_bar__minus_02_dot_27 loc_bar_7_bar_5_bar_0_bar_60)
  (receptacleType Fridge_bar__minus_00_dot_53_bar__plus_01_dot_40_bar__plus_01_dot_05 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_00_dot_53_bar__plus_01_dot_40_bar__plus_01_dot_05 loc_bar_7_bar_1_bar_3_bar_0)
  (openable Fridge_bar__minus_00_dot_53_bar__plus_01_dot_40_bar__plus_01_dot_05)
  (receptacleType Cabinet_bar__minus_00_dot_49_bar__plus_02_dot_40_bar__minus_01_dot_46 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_00_dot_49_bar__plus_02_dot_40_bar__minus_01_dot_46 loc_bar_2_bar__minus_8_bar_1_bar_30)
  (openable Cabinet_bar__minus_00_dot_49_bar__plus_02_dot_40_bar__minus_01_dot_46)
  (receptacleType Shelf_bar__minus_01_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_70 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_01_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_70 loc_bar_0_bar_4_bar_1_bar_15)
  (objectType Cup_bar__minus_01_dot_31_bar__minus_02_dot_02_bar__minus_01_dot_77 CupType)
  (inReceptacle Cup_bar__minus_01_dot_31_bar__minus_02_dot_02_bar__minus_01_dot_77 Shelf_bar__minus_01_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_70)
  (objectAtLocation Cup_bar__minus_01_dot_31_bar__minus_02_dot_02_bar__minus_01_dot_77 loc_bar_0_bar_4_bar_1_bar_15)
  (pickupable Cup_bar__minus_01_dot_31_bar__minus_02_dot_02_bar__minus_01_dot_77)
  (cleanable Cup_bar__minus_01_dot_31_bar__minus_02_dot_02_bar__minus_01_dot_77)
  (heatable Cup_bar__minus_01_dot_31_bar__minus_02_dot_02_bar__minus_01_dot_77)
  (coolable Cup_bar__minus_01_dot_31_bar__minus_02_dot_02_bar__minus_01_dot_77)
  (objectType Bowl_bar__minus_00_dot_34_bar__plus_01_dot_30_bar__plus_01_dot_13 BowlType)
  (inReceptacle Bowl_bar__minus_00_dot_34_bar__plus_01_dot_30_bar__plus_01_dot_13 Shelf_bar__minus_01_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_70)
  (objectAtLocation Bowl_bar__minus_00_dot_34_bar__plus_01_dot_30_bar__plus_01_dot_13 loc_bar_0_bar_4_bar_1_bar_15)
  (pickupable Bowl_bar__minus_00_dot_34_bar__plus_01_dot_30_bar__plus_01_dot_13)
  (cleanable Bowl_bar__minus_00_dot_34_bar__plus_01_dot_30_bar__plus_01_dot_13)
  (coolable Bowl_bar__minus_00_dot_34_bar__plus_01_dot_30_bar__plus_01_dot_13)
  (objectType Spoon_bar__plus_00_dot_77_bar__minus_01_dot_25_bar__plus_02_dot_17 SpoonType)
  (inReceptacle Spoon_bar__plus_00_dot_77_bar__minus_01_dot_25_bar__plus_02_dot_17 Sink_bar__minus_01_dot_74_bar__minus_01_dot_32_bar__minus_02_dot_24_bar_SinkBasin)
  (objectAtLocation Spoon_bar__plus_00_dot_77_bar__minus_01_dot_25_bar__plus_02_dot_17 loc_bar_8_bar__minus_7_bar_0_bar_15)
  (pickupable Spoon_bar__plus_00_dot_77_bar__minus_01_dot_25_bar__plus_02_dot_17)
  (cleanable Spoon_bar__plus_00_dot_77_bar__minus_01_dot_25_bar__plus_02_dot_17)
  (objectType Mug_bar__minus_00_dot_49_bar__plus_02_dot_44_bar__plus_00_dot_38 MugType)
  (inReceptacle Mug_bar__minus_00_dot_49_bar__plus_02_dot_44_bar__plus_00_dot_38 Cabinet_bar__minus_00_dot_49_bar__plus_02_dot_40_bar__minus_01_dot_46)
  (objectAtLocation Mug_bar__minus_00_dot_49_bar__plus_02_dot_44_bar__plus_00_dot_38 loc_bar_2_bar__minus_8_bar_1_bar_30)
  (pickupable Mug_bar__minus_00_dot_49_bar__plus_02_dot_44_bar__plus_00_dot_38)
  (cleanable Mug_bar__minus_00_dot_49_bar__plus_02_dot_44_bar__plus_00_dot_38)
  (heatable Mug_bar__minus_00_dot_49_bar__plus_02_dot_44_bar__plus_00_dot_38)
  (coolable Mug_bar__minus_00_dot_49_bar__plus_02_dot_44_bar__plus_00_dot_38)
  (objectType Egg_bar__plus_01_dot_58_bar__plus_00_dot_75_bar__minus_01_dot_14 EggType)
  (inReceptacle Egg_bar__plus_01_dot_58_bar__plus_00_dot_75_bar__minus_01_dot_14 Microwave_bar__minus_00_dot_77_bar__minus_01_dot_15_bar__minus_00_dot_62)
  (objectAtLocation Egg_bar__plus_01_dot_58_bar__plus_00_dot_75_bar__minus_01_dot_14 loc_bar__minus_1_bar_1_bar_0_bar_30)
  (pickupable Egg_bar__plus_01_dot_58_bar__plus_00_dot_75_bar__minus_01_dot_14)
  (cleanable Egg_bar__plus_01_dot_58_bar__plus_00_dot_75_bar__minus_01_dot_14)
  (heatable Egg_bar__plus_01_dot_58_bar__plus_00_dot_75_bar__minus_01_dot_14)
  (coolable Egg_bar__plus_01_dot_58_bar__plus_00_dot_75_bar__minus_01_dot_14)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o CupType)
                    (receptacleType ?r CabinetType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
