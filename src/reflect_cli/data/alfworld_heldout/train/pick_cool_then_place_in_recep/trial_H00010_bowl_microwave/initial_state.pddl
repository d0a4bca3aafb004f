(define (problem plan_trial_H00010_bowl_microwave)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  EggType - otype
  KnifeType - otype
  PlateType - otype
  TomatoType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Bowl_bar__plus_02_dot_16_bar__minus_00_dot_31_bar__plus_00_dot_33 - object
  Tomato_bar__plus_01_dot_49_bar__plus_01_dot_03_bar__minus_00_dot_80 - object
  Knife_bar__minus_01_dot_95_bar__minus_01_dot_85_bar__minus_00_dot_09 - object
  Egg_bar__plus_01_dot_89_bar__plus_01_dot_91_bar__plus_01_dot_38 - object
  Plate_bar__plus_01_dot_18_bar__plus_00_dot_80_bar__minus_00_dot_21 - object
  Sink_bar__plus_02_dot_11_bar__minus_00_dot_20_bar__plus_00_dot_33_bar_SinkBasin - receptacle
  Microwave_bar__plus_01_dot_44_bar__minus_01_dot_90_bar__plus_01_dot_02 - receptacle
  DiningTable_bar__plus_00_dot_10_bar__plus_01_dot_12_bar__plus_01_dot_32 - receptacle
  GarbageCan_bar__minus_02_dot_29_bar__minus_00_dot_85_bar__plus_00_dot_60 - receptacle
  CounterTop_bar__plus_00_dot_44_bar__minus_01_dot_01_bar__plus_00_dot_60 - receptacle
  Fridge_bar__plus_01_dot_11_bar__plus_01_dot_42_bar__plus_02_dot_00 - receptacle
  loc_bar_1_bar_7_bar_1_bar_60 - location
  loc_bar__minus_1_bar_1_bar_3_bar_0 - location
  loc_bar__minus_1_bar__minus_6_bar_1_bar_0 - location
  loc_bar__minus_1_bar__minus_6_bar_1_bar_30 - location
  loc_bar__minus_2_bar_0_bar_1_bar_15 - location
  loc_bar__minus_3_bar_7_bar_2_bar_45 - location
  loc_bar__minus_7_bar_5_bar_1_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_1_bar__minus_6_bar_1_bar_0)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType EggType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType TomatoType)
  (canContain FridgeType BowlType)
  (canContain FridgeType EggType)
  (canContain FridgeType PlateType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType EggType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Sink_bar__plus_02_dot_11_bar__minus_00_dot_20_bar__plus_00_dot_33_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_02_dot_11_bar__minus_00_dot_20_bar__plus_00_dot_33_bar_SinkBasin loc_bar__minus_1_bar_1_bar_3_bar_0)
  (receptacleType Microwave_bar__plus_01_dot_44_bar__minus_01_dot_90_bar__plus_01_dot_02 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_44_bar__minus_01_dot_90_bar__plus_01_dot_02 loc_bar__minus_3_bar_7_bar_2_bar_45)
  (openable Microwave_bar__plus_01_dot_44_bar__minus_01_dot_90_bar__plus_01_dot_02)
  (receptacleType DiningTable_bar__plus_00_dot_10_bar__plus_01_dot_12_bar__plus_01_dot_32 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_00_dot_10_bar__plus_01_dot_12_bar__plus_01_dot_32 loc_bar_1_bar_7_bar_1_bar_60)
  (receptacleType GarbageCan_bar__minus_02_dot_29_bar__minus_00_dot_85_bar__plus_00_dot_60 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_02_dot_29_bar__minus_00_dot_85_bar__plus_00_dot_60 loc_bar__minus_1_bar__minus_6_bar_1_bar_30)
  (receptacleType CounterTop_bar__plus_00_dot_44_bar__minus_01_dot_01_bar__plus_00_dot_60 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_44_bar__minus_01_dot_01_bar__plus_00_dot_60 loc_bar__minus_2_bar_0_bar_1_bar_15)
  (receptacleType Fridge_bar__plus_01_dot_11_bar__plus_01_dot_42_bar__plus_02_dot_00 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_01_dot_11_bar__plus_01_dot_42_bar__plus_02_dot_00 loc_bar__minus_7_bar_5_bar_1_bar_0)
  (openable Fridge_bar__plus_01_dot_11_bar__plus_01_dot_42_bar__plus_02_dot_00)
  (objectType Bowl_bar__plus_02_dot_16_bar__minus_00_dot_31_bar__plus_00_dot_33 BowlType)
  (inReceptacle Bowl_bar__plus_02_dot_16_bar__minus_00_dot_31_bar__plus_00_dot_33 Sink_bar__plus_02_dot_11_bar__minus_00_dot_20_bar__plus_00_dot_33_bar_SinkBasin)
  (objectAtLocation Bowl_bar__plus_02_dot_16_bar__minus_00_dot_31_bar__plus_00_dot_33 loc_bar__minus_1_bar_1_bar_3_bar_0)
  (pickupable Bowl_bar__plus_02_dot_16_bar__minus_00_dot_31_bar__plus_00_dot_33)
  (cleanable Bowl_bar__plus_02_dot_16_bar__minus_00_dot_31_bar__plus_00_dot_33)
  (coolable Bowl_bar__plus_02_dot_16_bar__minus_00_dot_31_bar__plus_00_dot_33)
  (objectType Tomato_bar__plus_01_dot_49_bar__plus_01_dot_03_bar__minus_00_dot_80 TomatoType)
  (inReceptacle Tomato_bar__plus_01_dot_49_bar__plus_01_dot_03_bar__minus_00_dot_80 GarbageCan_bar__minus_02_dot_29_bar__minus_00_dot_85_bar__plus_00_dot_60)
  (objectAtLocation Tomato_bar__plus_01_dot_49_bar__plus_01_dot_03_bar__minus_00_dot_80 loc_bar__minus_1_bar__minus_6_bar_1_bar_30)
  (pickupable Tomato_bar__plus_01_dot_49_bar__plus_01_dot_03_bar__minus_00_dot_80)
  (cleanable Tomato_bar__plus_01_dot_49_bar__plus_01_dot_03_bar__minus_00_dot_80)
  (heatable Tomato_bar__plus_01_dot_49_bar__plus_01_dot_03_bar__minus_00_dot_80)
  (coolable Tomato_bar__plus_01_dot_49_bar__plus_01_dot_03_bar__minus_00_dot_80)
  (sliceable Tomato_bar__plus_01_dot_49_bar__plus_01_dot_03_bar__minus_00_dot_80)
  (objectType Knife_bar__minus_01_dot_95_bar__minus_01_dot_85_bar__minus_00_dot_09 KnifeType)
  (inReceptacle Knife_bar__minus_01_dot_95_bar__minus_01_dot_85_bar__minus_00_dot_09 DiningTable_bar__plus_00_dot_10_bar__plus_01_dot_12_bar__plus_01_dot_32)
  (objectAtLocation Knife_bar__minus_01_dot_95_bar__minus_01_dot_85_bar__minus_00_dot_09 loc_bar_1_bar_7_bar_1_bar_60)
  (pickupable Knife_bar__minus_01_dot_95_bar__minus_01_dot_85_bar__minus_00_dot_09)
  (cleanable Knife_bar__minus_01_dot_95_bar__minus_01_dot_85_bar__minus_00_dot_09)
  (objectType Egg_bar__plus_01_dot_89_bar__plus_01_dot_91_bar__plus_01_dot_38 EggType)
  (inReceptacle Egg_bar__plus_01_dot_89_bar__plus_01_dot_91_bar__plus_01_dot_38 GarbageCan_bar__minus_02_dot_29_bar__minus_00_dot_85_bar__plus_00_dot_60)
  (objectAtLocation Egg_bar__plus_01_dot_89_bar__plus_01_dot_91_bar__plus_01_dot_38 loc_bar__minus_1_bar__minus_6_bar_1_bar_30)
  (pickupable Egg_bar__plus_01_dot_89_bar__plus_01_dot_91_bar__plus_01_dot_38)
  (cleanable Egg_bar__plus_01_dot_89_bar__plus_01_dot_91_bar__plus_01_dot_38)
  (heatable Egg_bar__plus_01_dot_89_bar__plus_01_dot_91_bar__plus_01_dot_38)
  (coolable Egg_bar__plus_01_dot_89_bar__plus_01_dot_91_bar__plus_01_dot_38)
  (objectType Plate_bar__plus_01_dot_18_bar__plus_00_dot_80_bar__minus_00_dot_21 PlateType)
  (inReceptacle Plate_bar__plus_01_dot_18_bar__plus_00_dot_80_bar__minus_00_dot_21 DiningTable_bar__plus_00_dot_10_bar__plus_01_dot_12_bar__plus_01_dot_32)
  (objectAtLocation Plate_bar__plus_01_dot_18_bar__plus_00_dot_80_bar__minus_00_dot_21 loc_bar_1_bar_7_bar_1_bar_60)
  (pickupable Plate_bar__plus_01_dot_18_bar__plus_00_dot_80_bar__minus_00_dot_21)
  (cleanable Plate_bar__plus_01_dot_18_bar__plus_00_dot_80_bar__minus_00_dot_21)
  (heatable Plate_bar__plus_01_dot_18_bar__plus_00_dot_80_bar__minus_00_dot_21)
  (coolable Plate_bar__plus_01_dot_18_bar__plus_00_dot_80_bar__minus_00_dot_21)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o BowlType)
                    (receptacleType ?r MicrowaveType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
